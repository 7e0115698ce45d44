"""Arrays cross without needless copies; errors are Python exceptions with the core's one-line
messages; the package imports and runs .spmd programs without JAX."""
import os
import pathlib
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import pmapsim

ROOT = pathlib.Path(__file__).resolve().parents[2]
SUM = """pmap @total axis=i devices=1 (%x: f32[N]) {
  %0 = reduce_sum %x {axes=[0]} : f32[]
  return %0
}
"""
SQUARE = """pmap @square axis=i devices=8 (%x: f32[4, 1024]) {
  %0 = mul %x, %x : f32[4, 1024]
  return %0
}
"""


def run_python(code):
    env = dict(os.environ)
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, timeout=120)


def test_a_large_input_is_copied_once():
    # Peak resident memory while running a sum over a 256 MiB input: one copy (into the device's
    # buffer) adds 256 MiB; a second copy of it would add 512 MiB.
    n = 64 * 1024 * 1024
    result = run_python(f"""
        import resource, numpy as np, pmapsim
        rt = pmapsim.Runtime("reference")
        prog = pmapsim.program({SUM.replace('N', str(n))!r})
        small = np.ones({n}, np.float32)[:0]
        x = np.ones({n}, np.float32)
        rt.run(pmapsim.program({SUM.replace('N', '4')!r}), np.ones(4, np.float32))  # warm up
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        total = rt.run(prog, x)
        after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        assert float(total) == {n}, total
        print((after - before) / x.nbytes)
    """)
    assert result.returncode == 0, result.stderr
    growth = float(result.stdout.split()[-1])
    assert 0.9 <= growth < 1.5, f"peak memory grew by {growth:.2f} x the input"


def test_outputs_are_handed_over_without_a_copy():
    rt = pmapsim.Runtime("reference:devices=8")
    x = np.arange(32 * 1024, dtype=np.float32).reshape(32, 1024)
    y = rt.run(pmapsim.program(SQUARE), x)
    np.testing.assert_array_equal(y, x * x)
    assert not y.flags.owndata and y.base is not None  # a view of the core's buffer, kept alive by it
    assert y.flags.c_contiguous and y.flags.writeable
    del x
    y += 1  # the buffer is the caller's now
    assert y[0, 1] == 2


def test_non_contiguous_input_is_accepted():
    rt = pmapsim.Runtime("reference:devices=8")
    x = np.arange(32 * 2048, dtype=np.float32).reshape(32, 2048)[:, ::2]
    np.testing.assert_array_equal(rt.run(pmapsim.program(SQUARE), x), x * x)


def test_imports_and_runs_spmd_without_jax():
    result = run_python(f"""
        import sys
        sys.modules["jax"] = None  # any import of JAX now fails
        import numpy as np, pmapsim
        rt = pmapsim.Runtime("sim:tpu-v5e,devices=8")
        y = rt.run({str(ROOT / "examples/programs/allreduce.spmd")!r}, np.ones((8, 1024, 1024), np.float32))
        assert y[0].shape == (8, 1024, 1024) and float(y[0][0, 0, 0]) == 8.0
        print(rt.last_profile.makespan_s > 0, "jax" in sys.modules and sys.modules["jax"] is not None)
    """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "False"]


@pytest.mark.parametrize("spec, message", [
    ("sim:tpu-v9", "tpu-v9"),
    ("warp:devices=8", "warp"),
    ("reference:devices=0", "devices"),
])
def test_bad_backend_spec_is_a_value_error(spec, message):
    with pytest.raises(ValueError, match=message) as error:
        pmapsim.Runtime(spec)
    assert "\n" not in str(error.value)


def test_bad_program_text_names_line_and_column():
    with pytest.raises(ValueError, match=r"^2:\d+: .*mull") as error:
        pmapsim.program(SQUARE.replace("= mul", "= mull"))
    assert "\n" not in str(error.value)


def test_unsupported_stablehlo_names_file_line_column(tmp_path):
    module = tmp_path / "step.mlir"
    module.write_text(textwrap.dedent("""\
        module @m {
          func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {
            %0 = stablehlo.cholesky %arg0, lower = true : tensor<4xf32>
            return %0 : tensor<4xf32>
          }
        }
        """))
    with pytest.raises(ValueError, match=r"step\.mlir:\d+:\d+: ") as error:
        pmapsim.Runtime("reference").run(str(module), np.zeros(4, np.float32))
    assert "\n" not in str(error.value)


def test_missing_file_and_wrong_inputs():
    rt = pmapsim.Runtime("reference:devices=8")
    with pytest.raises(ValueError, match="cannot open program file 'nowhere.spmd'"):
        rt.run("nowhere.spmd")
    prog = pmapsim.program(SQUARE)
    with pytest.raises(ValueError, match="takes 1 arguments, got 2"):
        rt.run(prog, np.ones((32, 1024), np.float32), np.ones(3, np.float32))
    with pytest.raises(ValueError, match=r"%x.*f32\[32,1024\].*s32\[32,1024\]"):
        rt.run(prog, np.ones((32, 1024), np.int32))
    with pytest.raises(ValueError, match=r"%x.*\[5,1024\]"):
        rt.run(prog, np.ones((5, 1024), np.float32))
    with pytest.raises(ValueError, match=r"%x.*f32\[32,1024\].*c64\[32,1024\]"):
        rt.run(prog, np.ones((32, 1024), np.complex64))
    with pytest.raises(ValueError, match="pmapsim has no dtype for NumPy's <U1"):
        rt.run(prog, np.full((32, 1024), "x"))
    with pytest.raises(ValueError, match="against='numpy'"):
        pmapsim.check(prog, np.ones((32, 1024), np.float32), backend="reference:devices=8", against="numpy")


def test_a_program_larger_than_the_backend():
    with pytest.raises(ValueError, match="8"):
        pmapsim.Runtime("reference:devices=4").run(pmapsim.program(SQUARE), np.ones((32, 1024), np.float32))
