// The .npy reader, as f32/s32/bool and as bf16.
#include "fuzz_input.hpp"
#include "pmapsim/npy.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes = pmapsim::fuzz::as_text(data, size);
  for (const bool bf16 : {false, true}) {
    pmapsim::fuzz::expect_error_or_value([&] {
      const pmapsim::Array array = pmapsim::decode_npy(bytes, "fuzz.npy", bf16);
      // What was read writes back and reads back to the same array. bf16 is
      // written widened to f32 (exactly), so it reads back as bf16 where bf16 is
      // expected, as a program's bf16 parameter expects it.
      const bool as_bf16 = bf16 || array.dtype() == pmapsim::DType::bf16;
      if (!(pmapsim::decode_npy(pmapsim::encode_npy(array), "again.npy", as_bf16) == array)) std::abort();
    });
  }
  return 0;
}
