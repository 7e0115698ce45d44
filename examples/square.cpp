// The first starter pmap example: square every element, one slice per device.
//
//   ./example_square [BACKEND_SPEC]     (default: reference)
#include <iostream>

#include "pmapsim/pmapsim.hpp"
#include "pmapsim/workloads/workloads.hpp"

int main(int argc, char** argv) try {
  pmapsim::Runtime runtime = pmapsim::Runtime::open(argc > 1 ? argv[1] : "reference");
  const std::int64_t n = runtime.device_count();
  pmapsim::Pmapped square = pmapsim::examples::make_square();

  pmapsim::Array x = pmapsim::arange(n * 4).reshape({n, 4});
  std::cout << "devices: " << n << "\ninput shape: " << pmapsim::shape_string(x.shape()) << "\n";
  pmapsim::Array y = square(runtime, x);
  std::cout << "output shape: " << pmapsim::shape_string(y.shape()) << "\n" << y << "\n";
  std::cout << "recorded program:\n" << pmapsim::print(square.last_program());
  return 0;
} catch (const pmapsim::Error& error) {
  std::cerr << "example_square: error: " << error.what() << "\n";
  return 2;
}
