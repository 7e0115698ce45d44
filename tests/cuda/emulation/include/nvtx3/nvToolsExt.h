// The CPU emulation's stand-in for the toolkit header of this name.
#pragma once
#include "cuda_emulation/runtime.hpp"
