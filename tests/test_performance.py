"""The roofline model against figures worked by hand."""
import numpy as np
import pytest

from trainium_report import calibration, dataset, performance as perf

# Llama 3.1 8B parameter count, worked by hand from its shape:
#   embeddings + output head: 2 x 128,256 x 4,096            = 1,050,673,152
#   per layer: attention 4,096 x 4,096 x 2 + 4,096 x 1,024 x 2 = 41,943,040
#              MLP 3 x 4,096 x 14,336                         = 176,160,768
#              two RMSNorms 2 x 4,096                         = 8,192
#   32 layers x 218,112,000 = 6,979,584,000; final norm 4,096
LLAMA_8B = 1_050_673_152 + 32 * (41_943_040 + 176_160_768 + 8_192) + 4_096
# Llama 3.1 70B: 2 x 128,256 x 8,192 + 80 x (150,994,944 + 704,643,072 + 16,384) + 8,192
LLAMA_70B = 2_101_346_304 + 80 * (150_994_944 + 704_643_072 + 16_384) + 8_192


@pytest.fixture(scope="module")
def shapes(ds):
    return {m: perf.model_shape(ds, m) for m in ds.models.model_id}


def test_parameter_counts(shapes):
    assert shapes["llama-3.1-8b"].params == LLAMA_8B == 8_030_261_248
    assert shapes["llama-3.1-70b"].params == LLAMA_70B == 70_553_706_496
    assert shapes["llama-3.1-405b"].params == pytest.approx(405e9, rel=0.01)   # the card's rounded size


def test_6nd_for_8b_on_1t_tokens(shapes):
    flops = perf.training_flops(shapes["llama-3.1-8b"].params, 1e12)
    assert flops == pytest.approx(6 * 8_030_261_248 * 1e12) == pytest.approx(4.818e22, rel=1e-3)


def test_attention_term_is_optional(shapes):
    s = shapes["llama-3.1-8b"]
    base = perf.training_flops(s.params, 1e9)
    with_attn = perf.training_flops(s.params, 1e9, s.layers, s.hidden, 8192, attention=True)
    assert with_attn - base == pytest.approx(12 * 32 * 4096 * 8192 * 1e9)


def test_training_time_and_step(shapes):
    # 1e21 FLOPs on 1,000 TFLOPS at 50% MFU = 2e6 s
    assert perf.training_seconds(1e21, 1000, 0.5) == pytest.approx(2e6)
    s = shapes["llama-3.1-8b"]
    # one step of 1,024 x 8,192 tokens: 6 N x 8,388,608 / (3,040 TF x 0.25)
    expected = 6 * s.params * 1024 * 8192 / (3040e12 * 0.25)
    assert perf.step_seconds(s.params, 1024, 8192, 3040, 0.25) == pytest.approx(expected)


def test_kv_bytes_per_token_70b(shapes):
    # 2 (K, V) x 80 layers x 8 KV heads x 128 x 2 bytes
    assert shapes["llama-3.1-70b"].kv_bytes_per_token("bf16") == 327_680
    assert shapes["llama-3.1-8b"].kv_bytes_per_token("bf16") == 2 * 32 * 8 * 128 * 2


def test_decode_bandwidth_floor_70b_bf16_on_trn1(ds, shapes):
    s = shapes["llama-3.1-70b"]
    weights = s.weight_bytes("bf16")
    assert weights == pytest.approx(141.1e9, rel=1e-3)
    bw = dataset.systems(ds).loc["trn1.32xlarge", "memory_bandwidth_tbps"]
    assert bw == pytest.approx(16 * 820 * 2**30 / 1e12)                  # 14.09 TB/s
    step = perf.decode_step_seconds(weights, 0, 1, 0, s.params, 3040, bw, bw_eff=1.0, mfu=1.0)
    assert step == pytest.approx(141.107e9 / 14.0875e12, rel=1e-3)       # about 10.0 ms
    assert step * 1e3 == pytest.approx(10.02, abs=0.01)


def test_decode_step_is_max_of_memory_and_compute():
    # memory: 1e9 B / 1e12 B/s = 1 ms; compute at batch 1000: 2 x 1e9 x 1000 / 1e15 = 2 ms
    assert perf.decode_step_seconds(1e9, 0, 1000, 0, 1e9, 1000, 1.0, 1.0, 1.0) == pytest.approx(2e-3)
    assert perf.decode_step_seconds(1e9, 0, 1, 0, 1e9, 1000, 1.0, 1.0, 1.0, overhead_s=5e-3) == pytest.approx(6e-3)
    # vectorised over a million batch sizes
    out = perf.decode_step_seconds(1e9, 100, np.arange(1, 1_000_001), 1000, 1e9, 1000, 1.0, 0.5)
    assert out.shape == (1_000_000,)


def test_memory_fit_edges():
    # 100 GB x 0.9 = 90 GB; weights 80 GB leave 10 GB = 10 sequences of 1e9 bytes
    assert perf.max_batch(100, 80e9, 1e6, 1000, 0.9) == 10
    assert perf.max_batch(100, 80e9, 1e6, 1001, 0.9) == 9
    assert perf.max_batch(100, 95e9, 1e6, 1000, 0.9) == 0          # the weights alone do not fit
    assert perf.chips_per_replica(16, 32, 100e9, 1e9, 0.9) == 4   # 4 x 28.8 GB = 115 GB >= 101 GB
    assert perf.chips_per_replica(16, 32, 500e9, 1e9, 0.9) == 0   # 16 x 28.8 = 460.8 GB < 501 GB
    assert perf.min_chips_to_fit(16 * 8e9, 80, 1.0) == 2


def test_training_memory_rule():
    assert perf.training_memory_bytes(1e9, 0, 0, 0) == 16e9
    assert perf.training_memory_bytes(0, 2, 10, 100) == 34 * 100 * 10 * 2


def test_calibration_improves_the_fit(ds):
    table = calibration.calibration_table(ds)
    err = calibration.median_abs_error(table)
    assert err["before"] > 0.5 and err["after"] < 0.15 and err["after"] <= err["out_of_sample"]
    fit = calibration.fit(ds)
    assert set(fit.index) >= {"inferentia2", "trainium", "trainium2", "h100-sxm"}
    f = fit.dropna(subset=["bandwidth_efficiency"])
    assert ((f.bandwidth_efficiency > 0) & (f.bandwidth_efficiency <= 1)).all()


def test_training_mfu_from_neuron_runs(ds, shapes):
    runs = calibration.training_runs(ds).set_index("run_id")
    # Llama 3.1 8B on 32 trn1: 47.95 seq/s x 8,192 tokens x 6 x N / (32 x 3,040 TFLOPS)
    expected = 47.95 * 8192 * 6 * LLAMA_8B / (32 * 3040e12)
    assert runs.loc["trn1-training-l2", "mfu"] == pytest.approx(expected)
    assert expected == pytest.approx(0.1946, abs=1e-3)
