// Everything a pmapsim user needs.
#pragma once

#include "pmapsim/array.hpp"
#include "pmapsim/backend.hpp"
#include "pmapsim/check.hpp"
#include "pmapsim/errors.hpp"
#include "pmapsim/npy.hpp"
#include "pmapsim/pmap.hpp"
#include "pmapsim/profile.hpp"
#include "pmapsim/program.hpp"
#include "pmapsim/recorder.hpp"
#include "pmapsim/runtime.hpp"
#include "pmapsim/shard_map.hpp"
