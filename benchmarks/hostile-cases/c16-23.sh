# what: model command on a Llama4ForConditionalGeneration config.json whose text_config is null and whose top level carries no shape keys (a wrapper with its text model missing): refused naming cfg.json (and text_config or the missing key), never a shape invented
# expect-rc: 1
# expect: cfg.json
# expect-not: Traceback
echo '{"architectures":["Llama4ForConditionalGeneration"],"model_type":"llama4","text_config":null,"vision_config":{"hidden_size":1408}}' > cfg.json
timeout 55 "$TR" model cfg.json
