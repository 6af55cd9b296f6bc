# what: price_basis given on the command line twice, once by -p and once inside -y (-p price_basis aws_on_demand -y '{price_basis: gpu_cloud_list}'): cli: a key given twice with two values is refused; refused naming price_basis (never one silently kept)
# expect-rc: 1
# expect: price_basis
# expect: twice
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_basis aws_on_demand -y '{price_basis: gpu_cloud_list}'
