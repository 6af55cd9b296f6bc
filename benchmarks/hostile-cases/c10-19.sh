# what: model command on "Llama-3.1-8B" (the model_id typed in other case; data/models.csv's id is llama-3.1-8b, and no such file exists): refused naming the name given, never a silent other model
# expect-rc: nonzero
# expect: Llama-3.1-8B
timeout 55 "$TR" model Llama-3.1-8B --candidates p5.4xlarge
