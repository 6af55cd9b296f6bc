# what: model command on a config.json whose _name_or_path is "." (what save_pretrained writes for a model loaded from the working folder), in a folder my-llama-8b: the model must not be named "." in every sentence; the folder's name, or a refusal naming _name_or_path
# expect-rc: 0
# expect: ACCEPTABLE
mkdir my-llama-8b
sed 's/"_name_or_path": "[^"]*"/"_name_or_path": "."/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > my-llama-8b/config.json
grep -q '"_name_or_path": "\."' my-llama-8b/config.json || exit 9
timeout 55 "$TR" model my-llama-8b/config.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?
cat out.txt
if [ $rc = 0 ] && head -1 out.txt | grep -q "^my-llama-8b"; then echo ACCEPTABLE
elif [ $rc = 1 ] && grep -q "_name_or_path" out.txt && grep -q "config.json" out.txt; then echo ACCEPTABLE; fi
