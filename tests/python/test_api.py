"""The Python API: JAX functions in, NumPy out as JAX returns them; check, profiles, sweeps, errors."""
import concurrent.futures
import multiprocessing
import pathlib

import numpy as np
import pytest

import pmapsim

jax = pytest.importorskip("jax")
jnp = jax.numpy
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

SIM = "sim:tpu-v5e,devices=8"
ROOT = pathlib.Path(__file__).resolve().parents[2]


def shard_map(f, mesh, in_specs, out_specs):
    try:
        from jax import shard_map as sm
    except ImportError:  # older JAX
        from jax.experimental.shard_map import shard_map as sm
    flag = {"check_vma": False} if "check_vma" in sm.__code__.co_varnames else {"check_rep": False}
    return jax.jit(sm(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs, **flag))


@pytest.fixture(scope="module")
def sim():
    return pmapsim.Runtime(SIM)


def test_runtime_describes_its_devices(sim):
    assert len(sim.devices) == 8
    assert sim.devices[3].id == 3 and "tpu-v5e" in sim.devices[3].name
    assert "tpu-v5e" in sim.describe() and "devices=8" in sim.spec


def test_jit_pytree_in_and_out(sim):
    @jax.jit
    def f(params, x):
        h = jnp.tanh(x @ params["w"] + params["b"])
        return {"h": h, "total": h.sum()}

    rng = np.random.default_rng(0)
    params = {"w": rng.standard_normal((8, 3), dtype=np.float32), "b": rng.standard_normal(3, dtype=np.float32)}
    x = jnp.asarray(rng.standard_normal((4, 8), dtype=np.float32))  # a JAX array in
    got, want = sim.run(f, params, x), f(params, x)
    assert set(got) == {"h", "total"}
    assert isinstance(got["h"], np.ndarray) and got["h"].shape == (4, 3) and got["total"].shape == ()
    np.testing.assert_allclose(got["h"], want["h"], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(got["total"], want["total"], rtol=1e-5)
    assert sim.last_profile.makespan_s > 0


def test_pmap_returns_the_stacked_global(sim):
    f = jax.pmap(lambda v: jax.lax.psum(v * 2, "i") - v, axis_name="i")
    x = np.arange(32, dtype=np.float32).reshape(8, 4)
    np.testing.assert_array_equal(sim.run(f, x), np.asarray(f(x)))


def test_shard_map_on_a_2x4_mesh(sim):
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"))
    f = shard_map(lambda x, w: jax.lax.psum(x @ w, "model"), mesh, (P("data", "model"), P("model", None)),
                  P("data", None))
    x = np.arange(64, dtype=np.float32).reshape(4, 16) / 64
    w = np.arange(48, dtype=np.float32).reshape(16, 3) / 48
    got = sim.run(f, x, w)
    assert got.shape == (4, 3)
    np.testing.assert_allclose(got, x @ w, rtol=1e-5)  # the closed form, independent of both


def test_bf16_in_and_out(sim):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    f = jax.jit(lambda a, b: a * b + 1)
    a = np.array([1.5, -2.0, 3.25, 0.5], dtype=ml_dtypes.bfloat16)
    b = np.array([2.0, 0.5, -1.0, 8.0], dtype=ml_dtypes.bfloat16)
    got = sim.run(f, a, b)
    assert got.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(got.astype(np.float32), [4.0, 0.0, -2.25, 5.0])


def test_complex_and_fft_in_and_out(sim):
    f = jax.jit(lambda z, x: (jnp.fft.fft(z), jnp.fft.irfft(jnp.fft.rfft(x), n=x.shape[-1]), jnp.abs(z * 2j)))
    z = (np.arange(12) - 1j * np.arange(12)[::-1]).reshape(3, 4)  # complex128: narrowed to c64, as JAX does
    x = np.linspace(-1, 1, 15, dtype=np.float32).reshape(3, 5)
    got = sim.run(f, z, x)
    assert got[0].dtype == np.complex64 and got[1].dtype == np.float32 and got[2].dtype == np.float32
    np.testing.assert_allclose(got[0], np.fft.fft(z), rtol=1e-5, atol=1e-4)
    np.testing.assert_allclose(got[1], x, atol=1e-6)
    assert pmapsim.check(f, z.astype(np.complex64), x, backend=SIM, against="jax").passed


def test_check_against_jax_and_reference():
    f = jax.jit(lambda x, w: jax.nn.gelu(x @ w))
    x = np.linspace(-1, 1, 32, dtype=np.float32).reshape(4, 8)
    w = np.linspace(-2, 2, 24, dtype=np.float32).reshape(8, 3)
    report = pmapsim.check(f, x, w, backend=SIM, against="jax")
    assert report.passed and report.first_divergence is None
    assert report.outputs[0].dtype == "f32" and report.outputs[0].tolerance == 1e-5
    assert "PASS" in str(report)
    report = pmapsim.check(f, x, w, backend=SIM, against="reference")
    assert report.passed and report.outputs[0].shape == (4, 3)


def test_check_compares_a_plain_function_with_jax_jit_of_it():
    # Called eagerly on NumPy arguments, x.argmax and x * 2 would be NumPy's (int64, int16 kept);
    # JAX's values are those of the jit pmapsim lowered.
    x = np.arange(12, dtype=np.int16).reshape(3, 4)
    report = pmapsim.check(lambda v: (v.argmax(1), v * 2 + 1), x, backend="reference", against="jax")
    assert report.passed and [o.dtype for o in report.outputs] == ["s32", "s16"]


def test_64_bit_numpy_arguments_narrow_as_jax_does_without_x64():
    # np.arange is int64 and np.linspace float64; JAX (x64 off) lowers and runs them as s32 / f32.
    f = jax.jit(lambda i, x: (jnp.cumsum(i), x * 2.5))
    i, x = np.arange(10), np.linspace(0, 1, 5)
    got = pmapsim.Runtime(SIM).run(f, i, x)
    want = f(i, x)
    assert got[0].dtype == np.int32 and np.array_equal(got[0], want[0])
    assert got[1].dtype == np.float32 and np.allclose(got[1], want[1])
    assert pmapsim.check(f, i, x, backend=SIM, against="jax").passed


def test_typed_prng_keys_go_in_as_their_key_data():
    # jax.random.key(...) arrays lower to their key data (u32[2] for threefry, u32[4] for rbg).
    f = jax.jit(lambda k, x: (jax.random.normal(k, (3,)) + x, jax.random.split(k)))
    assert pmapsim.check(f, jax.random.key(3), np.ones(3, np.float32), backend=SIM, against="jax").passed
    g = jax.jit(lambda k: jax.random.uniform(jax.random.fold_in(k, 2), (4,)))
    assert pmapsim.check(g, jax.random.key(1, impl="rbg"), backend="reference", against="jax").passed


def test_check_reports_a_failure_with_tight_tolerance():
    # exp(x) in f32 differs from JAX's by a few ulps at most; a tolerance of 0 must fail unless equal.
    f = jax.jit(lambda x: jnp.exp(x) * 3.7 + jnp.sin(x))
    x = np.linspace(-3, 3, 257, dtype=np.float32)
    report = pmapsim.check(f, x, backend="reference", against="jax", f32_tolerance=1e-30)
    exact = np.array_equal(pmapsim.Runtime("reference").run(f, x), np.asarray(f(x)))
    assert report.passed == exact
    assert report.outputs[0].tolerance == 1e-30


def test_profile_tables_and_trace(sim, tmp_path):
    f = jax.pmap(lambda v: jax.lax.pmean(v @ v.T, "i"), axis_name="i")
    sim.run(f, np.ones((8, 16, 16), np.float32))
    profile = sim.last_profile
    text = str(profile.summary())
    assert "ops (all devices):" in text and "critical path" in text
    ops = profile.summary().ops
    rows = ops.to_dict("records") if hasattr(ops, "to_dict") else ops
    names = {row["op"] for row in rows}
    assert "dot" in names and any("pmean" in n or "all_reduce" in n or "psum" in n for n in names)
    units = profile.units
    rows = units.to_dict("records") if hasattr(units, "to_dict") else units
    assert {row["device"] for row in rows} == set(range(8))
    assert all(0 <= row["utilization"] <= 1 for row in rows)
    trace = tmp_path / "step.json.gz"
    profile.save_trace(str(trace))
    import gzip
    import json

    events = json.loads(gzip.decompress(trace.read_bytes()))
    events = events["traceEvents"] if isinstance(events, dict) else events
    assert any(e.get("name") == "dot" for e in events)


def sweep_function():
    mesh = Mesh(np.array(jax.devices()[:8]), ("i",))
    f = shard_map(lambda x: jax.lax.psum(x @ x.T, "i"), mesh, P("i"), P())
    return f, (np.ones((8 * 64, 64), np.float32),)


def check_sweep_rows(rows):
    rows = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    assert [r["devices"] for r in rows] == [8, 8, 64]
    v5e, v5p, big = rows
    assert "tpu-v5e" in v5e["backend"] and "tpu-v5p" in v5p["backend"] and big["timing_only"]
    for r in rows:
        assert r["step_time_s"] > 0 and r["exposed_comm_s"] > 0 and 0 < r["utilisation"] < 1
        assert r["peak_memory_bytes"] >= 64 * 64 * 4
    return rows


SPECS = ["sim:tpu-v5e,devices=8", "sim:tpu-v5p,devices=8", "sim:tpu-v5e,devices=64,timing-only"]


def test_sweep_here_and_on_a_process_pool():
    f, args = sweep_function()
    here = check_sweep_rows(pmapsim.sweep(f, args, backends=SPECS))
    # spawn: a forked child of a process running JAX's threads can hang.
    with concurrent.futures.ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        there = check_sweep_rows(pmapsim.sweep(f, args, backends=SPECS, executor=pool))
    assert [r["step_time_s"] for r in here] == [r["step_time_s"] for r in there]  # the sim is deterministic


def test_sweep_on_a_local_dask_cluster():
    distributed = pytest.importorskip("distributed")
    f, args = sweep_function()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            rows = check_sweep_rows(pmapsim.sweep(f, args, backends=SPECS, executor=client.get_executor()))
    assert rows[0]["step_time_s"] != rows[1]["step_time_s"]


def test_program_without_jax_object_spmd_path():
    rt = pmapsim.Runtime("reference:devices=8")
    g = np.arange(8 * 1024 * 1024, dtype=np.float32).reshape(8, 1024, 1024) / 1e6
    total, mean_of_halves = rt.run(ROOT / "examples/programs/allreduce.spmd", g)
    assert total.shape == (8, 1024, 1024)
    np.testing.assert_allclose(total[3], g.sum(axis=0), rtol=1e-6)
    np.testing.assert_allclose(mean_of_halves[5], g[4:].mean(axis=0), rtol=1e-6)
