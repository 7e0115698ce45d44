// The .npy reader, as f32/s32/bool and as bf16.
#include "fuzz_input.hpp"
#include "pmapsim/npy.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes = pmapsim::fuzz::as_text(data, size);
  for (const bool bf16 : {false, true}) {
    pmapsim::fuzz::expect_error_or_value([&] {
      const pmapsim::Array array = pmapsim::decode_npy(bytes, "fuzz.npy", bf16);
      // What was read writes back and reads back to the same array.
      if (!(pmapsim::decode_npy(pmapsim::encode_npy(array), "again.npy", bf16) == array)) std::abort();
    });
  }
  return 0;
}
