"""jax.jit over sharded arrays through the Python package: partitioned on the way in, run per
device, JAX's numbers back; mesh= resizes the module's mesh; a pod-scale module lowered without
devices (an AbstractMesh) imports and simulates timing-only."""
import jax
import ml_dtypes
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

import pmapsim


def sharded_layer():
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("data", "model"))
    rng = np.random.default_rng(3)
    x = jax.device_put(rng.standard_normal((16, 8)).astype(np.float32), NamedSharding(mesh, P("data", None)))
    w = jax.device_put(rng.standard_normal((8, 4)).astype(np.float32), NamedSharding(mesh, P(None, "model")))
    f = jax.jit(lambda x, w: jnp.tanh(x @ w).sum(axis=1), out_shardings=NamedSharding(mesh, P("data")))
    return f, x, w


@pytest.mark.parametrize("spec", ["reference:devices=8", "sim:tpu-v5e,devices=8"])
def test_runtime_runs_a_jit_function_partitioned(spec):
    f, x, w = sharded_layer()
    runtime = pmapsim.Runtime(spec)
    got = runtime.run(f, x, w)
    np.testing.assert_allclose(got, np.asarray(f(x, w)), rtol=1e-5, atol=1e-6)
    prog = pmapsim.program(f, x, w)
    assert prog.num_devices == 8
    assert "f32[4,8]" in prog.text().splitlines()[0]  # each device's block of x


def test_mesh_resizes_the_module_and_refuses_other_axis_names():
    f, x, w = sharded_layer()
    assert pmapsim.program(f, x, w, mesh={"data": 8, "model": 2}).num_devices == 16
    with pytest.raises(ValueError, match="--mesh must name the module's mesh axes in order"):
        pmapsim.program(f, x, w, mesh={"batch": 4, "model": 2})


def test_a_pod_module_lowered_without_devices_simulates_timing_only():
    from jax.sharding import AbstractMesh
    try:
        from jax.sharding import AxisType
        mesh = AbstractMesh((32, 8), ("data", "model"), axis_types=(AxisType.Auto, AxisType.Auto))
    except (ImportError, TypeError):
        mesh = AbstractMesh((("data", 32), ("model", 8)))
    s = lambda *spec: NamedSharding(mesh, P(*spec))
    args = [jax.ShapeDtypeStruct((1024, 512), jnp.bfloat16, sharding=s("data", None)),
            jax.ShapeDtypeStruct((512, 2048), jnp.bfloat16, sharding=s(None, "model"))]
    f = jax.jit(lambda x, w: jax.nn.relu(x @ w), out_shardings=s("data", "model"))
    text = f.trace(*args).lower(lowering_platforms=("tpu",)).as_text()
    prog = pmapsim.program(text)
    assert prog.num_devices == 256
    runtime = pmapsim.Runtime("sim:tpu-v5p,devices=256,timing-only")
    runtime.run(prog, np.zeros((1024, 512), ml_dtypes.bfloat16), np.zeros((512, 2048), ml_dtypes.bfloat16))
    assert runtime.last_profile.makespan_s > 0
