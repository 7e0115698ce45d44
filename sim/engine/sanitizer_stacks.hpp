// AddressSanitizer and SystemC's coroutine stacks.
//
// SystemC runs its threads on coroutine stacks that AddressSanitizer is not
// told about. Both functions are no-ops in builds without the sanitizer.
#pragma once

#include <cstddef>

namespace pmapsim::sim {

// After sc_start AddressSanitizer takes one of the coroutine stacks for the
// calling thread's stack, ignores the stack clean-up that every later throw
// asks for, and reports the stale state as stack-use-after-scope. Telling it
// the thread's real stack again (a fiber switch to it) puts that right. Call
// after each sc_start, on the thread that called it (the model thread, or a
// timing-only run's caller).
void restore_sanitizer_stack_bounds();

// Call first thing in a SystemC thread whose coroutine stack is
// thread_stack_bytes large. Tells AddressSanitizer (as a fiber switch) that
// the stack now runs from somewhat below this first frame to just above it,
// so that a throw inside the thread clears the frames it unwinds. The stack
// may also reuse the memory of one freed with an earlier context, whose
// threads never returned and left their frames' shadow poisoned; nothing
// lives below the first frame yet, so that shadow is cleared.
void enter_thread_stack(std::size_t thread_stack_bytes);

}  // namespace pmapsim::sim
