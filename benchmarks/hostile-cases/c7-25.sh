# what: model command on a config.json in the Hugging Face cache layout (hub/models--meta-llama--Llama-3.1-8B-Instruct/snapshots/<commit>/config.json) whose file has no _name_or_path (as the hub's Llama 3.1 8B Instruct config has none): the model must be named from the repo folder, not the 40-hex commit
# expect-rc: 0
# expect: Llama-3.1-8B-Instruct
# expect-not: 0e9e39f249a16976918f6564b8830bc894c89659:
d=hub/models--meta-llama--Llama-3.1-8B-Instruct/snapshots/0e9e39f249a16976918f6564b8830bc894c89659
mkdir -p "$d"; grep -v _name_or_path "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > "$d/config.json"
timeout 55 "$TR" model "$d/config.json" --candidates p5.48xlarge
