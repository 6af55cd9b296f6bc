# what: -y with a YAML alias bomb inside other_platform_scores (9 levels of 9 aliases: 387 million leaves if walked or echoed): refused naming other_platform_scores within the time limit, its echo short
# expect-rc: 1
# expect: other_platform_scores
cat > gen.py <<'P'
parts=["a0: &a0 [1,1,1,1,1,1,1,1,1]"]
for i in range(1,9):
    parts.append(f"a{i}: &a{i} [" + ",".join([f"*a{i-1}"]*9) + "]")
print("{other_platform_scores: {\"NVIDIA H100\": {" + ", ".join(parts) + "}}}")
P
Y=$("$PY" gen.py)
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y "$Y" > out.txt 2>&1; rc=$?
head -c 4000 out.txt; echo; echo "bytes: $(wc -c < out.txt)"
[ $(wc -c < out.txt) -lt 20000 ] || echo "CHECK FAILED: echo too long"
exit $rc
