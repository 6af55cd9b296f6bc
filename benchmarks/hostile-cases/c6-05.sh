# what: model command on a LLaVA-style multimodal wrapper config.json (LlavaForConditionalGeneration, model_type llava, the Llama text model under text_config): an architecture the project does not read, refused naming the file and the architecture (or the text model read correctly)
# expect-rc: 1
# expect: cfg.json
# expect: LlavaForConditionalGeneration
cat > cfg.json <<'J'
{"architectures": ["LlavaForConditionalGeneration"], "model_type": "llava", "_name_or_path": "llava-hf/llava-1.5-7b-hf",
 "image_token_index": 32000, "projector_hidden_act": "gelu",
 "text_config": {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096, "intermediate_size": 11008,
  "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 32, "vocab_size": 32064},
 "vision_config": {"model_type": "clip_vision_model", "hidden_size": 1024, "num_hidden_layers": 24}}
J
timeout 55 "$TR" model cfg.json
