"""Makes the expected bits of rng_bit_generator: what XLA:CPU (JAX's CPU backend) returns.

Run from the repository root with a Python that has jax and numpy:
    JAX_PLATFORMS=cpu python tests/data/rng/make.py
It writes cases.json next to this file: a list of cases, each
    {"name", "algorithm": default|three_fry|philox, "state": [u64...], "dtype": pmapsim's name,
     "shape": [...], "output_state": [u64...], "bits": [the output's elements as unsigned integers]}
and prints the JAX version it used. tests/reference/test_rng.cpp and the conformance suite read it.

Unsigned outputs from a u64[2] state come from jax.lax.rng_bit_generator itself. jax.lax refuses
signed and float outputs and u64[3] states, which StableHLO allows, so those cases compile the
one-op StableHLO module on the same CPU client; its buffers hold the bits as unsigned integers
(for f32 the bits of the floats). Both paths agree on the unsigned cases (checked below).
"""
import json
import os

import jax
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)
from jax._src.lib import xla_client  # noqa: E402  (the CPU client's compile, for raw StableHLO)

HERE = os.path.dirname(os.path.abspath(__file__))
ALGORITHMS = {"default": lax.RandomAlgorithm.RNG_DEFAULT, "three_fry": lax.RandomAlgorithm.RNG_THREE_FRY,
              "philox": lax.RandomAlgorithm.RNG_PHILOX}
STABLEHLO_ALGORITHM = {"default": "DEFAULT", "three_fry": "THREE_FRY", "philox": "PHILOX"}
# pmapsim dtype -> (StableHLO element type, numpy dtype of the bits, numpy dtype for jax.lax or None)
DTYPES = {"u8": ("ui8", np.uint8, np.uint8), "u16": ("ui16", np.uint16, np.uint16),
          "u32": ("ui32", np.uint32, np.uint32), "u64": ("ui64", np.uint64, np.uint64),
          "s32": ("i32", np.uint32, None), "s8": ("i8", np.uint8, None), "s64": ("i64", np.uint64, None),
          "f32": ("f32", np.uint32, None), "f16": ("f16", np.uint16, None), "f64": ("f64", np.uint64, None)}
# Shapes that exercise the layouts: scalars, odd and even dims (THREE_FRY splits the first even dim,
# else the first longest), size-1 dims, several blocks of PHILOX's four words and a partial one, and
# no elements at all. u32 takes all of them, the other dtypes a few.
SHAPES = [(), (1,), (5,), (8,), (3, 5), (3, 1, 4), (2, 3, 5), (0, 3)]
FEW_SHAPES = [(5,), (2, 3), (5, 3)]
SMALL2 = np.array([1, 2], np.uint64)
# Counters about to wrap: THREE_FRY's 64-bit counter and PHILOX's 128-bit one carry.
LARGE2 = np.array([0x0123456789ABCDEF, 0xFFFFFFFFFFFFFFFE], np.uint64)
SMALL3 = np.array([7, 11, 13], np.uint64)
LARGE3 = np.array([0xDEADBEEF, 0xFFFFFFFFFFFFFFFD, 0xFFFFFFFFFFFFFFFF], np.uint64)
STATES = {"three_fry": [SMALL2, LARGE2], "philox": [SMALL2, LARGE2, LARGE3], "default": [SMALL2, SMALL3]}


def stablehlo_bits(algorithm, state, dtype, shape):
    element = DTYPES[dtype][0]
    dims = "x".join(str(d) for d in shape) + ("x" if shape else "")
    state_type = f"tensor<{state.size}xui64>"
    out_type = f"tensor<{dims}{element}>"
    text = f"""
module @rng {{
  func.func public @main(%arg0: {state_type}) -> ({state_type}, {out_type}) {{
    %s, %o = "stablehlo.rng_bit_generator"(%arg0) {{rng_algorithm = #stablehlo<rng_algorithm {STABLEHLO_ALGORITHM[algorithm]}>}} : ({state_type}) -> ({state_type}, {out_type})
    return %s, %o : {state_type}, {out_type}
  }}
}}"""
    client = jax.devices("cpu")[0].client
    executable = client.compile_and_load(text, xla_client.DeviceList(tuple(jax.devices("cpu")[:1])),
                                         xla_client.CompileOptions())
    results = executable.execute_sharded([jax.device_put(state)]).disassemble_into_single_device_arrays()
    new_state, bits = (np.asarray(r[0]) for r in results)
    return new_state, bits.view(DTYPES[dtype][1]).reshape(shape)


def lax_bits(algorithm, state, dtype, shape):
    new_state, bits = jax.jit(lambda k: lax.rng_bit_generator(k, shape, DTYPES[dtype][2],
                                                              algorithm=ALGORITHMS[algorithm]))(state)
    return np.asarray(new_state), np.asarray(bits)


def make_case(algorithm, state, dtype, shape):
    new_state, bits = stablehlo_bits(algorithm, state, dtype, shape)
    if DTYPES[dtype][2] is not None and state.size == 2:
        lax_state, bits_from_lax = lax_bits(algorithm, state, dtype, shape)
        assert np.array_equal(lax_state, new_state) and np.array_equal(bits_from_lax, bits)
    name = f"{algorithm}_{dtype}_{'x'.join(map(str, shape)) or 'scalar'}_s{state.size}_{state[0] & 0xFFFF:x}"
    return {"name": name, "algorithm": algorithm, "state": [int(v) for v in state], "dtype": dtype,
            "shape": list(shape), "output_state": [int(v) for v in new_state],
            "bits": [int(v) for v in bits.reshape(-1)]}


def cases():
    out = []
    for algorithm, states in STATES.items():
        for state in states:
            for shape in SHAPES:
                out.append(make_case(algorithm, state, "u32", shape))
            for dtype in ["u64", "u8", "s32", "f32"]:
                for shape in FEW_SHAPES:
                    out.append(make_case(algorithm, state, dtype, shape))
    # The other widths once each.
    for algorithm in STATES:
        for dtype in ["u16", "s8", "s64", "f16", "f64"]:
            out.append(make_case(algorithm, LARGE2, dtype, (2, 3)))
    return out


def main():
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"jax_version": jax.__version__, "cases": cases()}, f, separators=(",", ":"))
        f.write("\n")
    print("jax", jax.__version__, "numpy", np.__version__)


if __name__ == "__main__":
    main()
