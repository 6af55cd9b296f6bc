# what: regions naming only a GCP region (-p regions '[us-central1]': a real cloud region, but regions are AWS regions per FIELDS "allowed AWS regions"): refused naming regions and us-central1
# expect-rc: 1
# expect: regions
# expect: us-central1
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p regions '[us-central1]'
