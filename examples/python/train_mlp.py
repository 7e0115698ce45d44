"""Train the data-parallel MLP for a few steps on 8 simulated TPU v5e chips, with JAX's own grad.

The step is JAX's: jax.grad of a softmax cross-entropy, gradients averaged with pmean under
shard_map over 8 devices, SGD. pmapsim runs the StableHLO JAX lowers it to; each step's losses and
simulated step time are plotted (matplotlib) to mlp_training.png and the last step's trace is saved.
Runs as a script or cell by cell in a notebook:

    .venv/bin/python examples/python/train_mlp.py [--steps 10] [--out DIR]
"""

import argparse
import os
import pathlib

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")  # before JAX starts

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

import pmapsim  # noqa: E402

try:
    from jax import shard_map
except ImportError:  # older JAX
    from jax.experimental.shard_map import shard_map

DEVICES = 8
BATCH = 128  # 16 examples per device


def loss_fn(params, x, y):
    w1, b1, w2, b2 = params
    logits = jnp.tanh(x @ w1 + b1) @ w2 + b2
    return -(y * jax.nn.log_softmax(logits)).sum() / x.shape[0]


def make_step(mesh):
    def step(w1, b1, w2, b2, x, y):
        params = (w1, b1, w2, b2)
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        grads = jax.lax.pmean(grads, "i")
        new = tuple(p - 0.5 * g for p, g in zip(params, grads))
        return new + (jax.lax.pmean(loss, "i"),)

    flag = {"check_vma": False} if "check_vma" in shard_map.__code__.co_varnames else {"check_rep": False}
    replicated = (P(), P(), P(), P())
    return jax.jit(shard_map(step, mesh=mesh, in_specs=replicated + (P("i"), P("i")),
                             out_specs=replicated + (P(),), **flag))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--out", default=".", help="folder for mlp_training.png and mlp_step.json.gz")
    options = parser.parse_args()
    out = pathlib.Path(options.out)
    out.mkdir(parents=True, exist_ok=True)

    rng = np.random.default_rng(0)
    x = rng.standard_normal((BATCH, 784), dtype=np.float32)
    y = np.eye(10, dtype=np.float32)[rng.integers(0, 10, BATCH)]
    params = (rng.standard_normal((784, 128), dtype=np.float32) * 0.05, np.zeros(128, np.float32),
              rng.standard_normal((128, 10), dtype=np.float32) * 0.1, np.zeros(10, np.float32))

    step = make_step(Mesh(np.array(jax.devices()[:DEVICES]), ("i",)))
    rt = pmapsim.Runtime(f"sim:tpu-v5e,devices={DEVICES}")
    print(f"{rt.spec}: {len(rt.devices)} x {rt.devices[0].description}")
    losses, step_times = [], []
    for i in range(options.steps):
        *params, loss = rt.run(step, *params, x, y)  # JAX lowers once; pmapsim runs every step
        losses.append(float(loss))
        step_times.append(rt.last_profile.makespan_s)
        print(f"step {i:3d}  loss {losses[-1]:.6f}  simulated step {step_times[-1] * 1e6:.2f} us")

    # The same step on JAX itself, from the same parameters, agrees with the last one.
    print(pmapsim.check(step, *params, x, y, backend=rt.spec, against="jax"))
    print(rt.last_profile.summary(max_devices=2))
    trace = out / "mlp_step.json.gz"
    rt.last_profile.save_trace(str(trace))
    print(f"trace: {trace} (open in https://ui.perfetto.dev)")

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 3.5))
    left.plot(losses, marker="o")
    left.set(title="loss (JAX's grad, run by pmapsim)", xlabel="step", ylabel="cross-entropy")
    right.bar(range(len(step_times)), [t * 1e6 for t in step_times])
    right.set(title=f"simulated step time on {DEVICES} x TPU v5e", xlabel="step", ylabel="us")
    figure.tight_layout()
    figure.savefig(out / "mlp_training.png", dpi=100)
    print(f"plot: {out / 'mlp_training.png'}")


if __name__ == "__main__":
    main()
