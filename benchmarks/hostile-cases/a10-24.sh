# what: training scenario file with global_batch -1024 (FIELDS: positive sequences per step): refused naming the file and global_batch
# expect-rc: 1
# expect: t.yaml
# expect: global_batch
cp "$PROJECT/scenarios/pretrain-8b-15t.yaml" t.yaml
if grep -q '^global_batch:' t.yaml; then sed -i 's/^global_batch:.*/global_batch: -1024/' t.yaml; else echo 'global_batch: -1024' >> t.yaml; fi
grep -q 'global_batch: -1024' t.yaml || echo "SETUP FAILED"
sed -i 's/^data_dir:.*//' t.yaml
timeout 55 "$TR" estimate t.yaml
