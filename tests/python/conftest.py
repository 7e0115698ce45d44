"""pytest set-up for the pmapsim package: 8 forced host devices for JAX (set before JAX is imported)."""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("JAX_PLATFORMS", "cpu")
