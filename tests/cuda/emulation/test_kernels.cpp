// The kernels one by one through their launch functions.
#include <catch2/catch.hpp>
