# what: the 8B's config.json (no _name_or_path) placed in the Hugging Face cache folder of the 70B (hub/models--meta-llama--Llama-3.1-70B-Instruct/snapshots/<commit>/config.json), used as a scenario's model: the wrong file copied; the name check a folder name gets must see the repo's name (70B), not the commit
# expect-rc: 1
# expect: config.json
# expect: 70B
d=hub/models--meta-llama--Llama-3.1-70B-Instruct/snapshots/0e9e39f249a16976918f6564b8830bc894c89659
mkdir -p "$d"; grep -v _name_or_path "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > "$d/config.json"
printf 'scenario: hub70\nmodel: %s/config.json\n' "$d" > s.yaml
timeout 55 "$TR" estimate s.yaml
