#include "engine/sanitizer_stacks.hpp"

#if defined(__SANITIZE_ADDRESS__)
#include <pthread.h>
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

namespace pmapsim::sim {

void restore_sanitizer_stack_bounds() {
#if defined(__SANITIZE_ADDRESS__)
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return;
  void* bottom = nullptr;
  std::size_t size = 0;
  pthread_attr_getstack(&attributes, &bottom, &size);
  pthread_attr_destroy(&attributes);
  __sanitizer_start_switch_fiber(nullptr, bottom, size);
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
}

void enter_thread_stack([[maybe_unused]] std::size_t thread_stack_bytes) {
#if defined(__SANITIZE_ADDRESS__)
  char first_frame = 0;
  const std::size_t below = thread_stack_bytes * 3 / 4;
  constexpr std::size_t kAbove = 1024;
  char* bottom = &first_frame - below;
  __asan_unpoison_memory_region(bottom, below);
  __sanitizer_start_switch_fiber(nullptr, bottom, below + kAbove);
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
}

}  // namespace pmapsim::sim
