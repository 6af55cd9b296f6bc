# what: efficiency override for the GPU-cloud candidate "h100-sxm:8@lambda" of bandwidth_efficiency 0.03 (over 10x under the H100 serving fit, README: held to the dataset's fit for the system within 10x), with -y: refused naming efficiency_overrides, h100-sxm:8@lambda and bandwidth_efficiency
# expect-rc: 1
# expect: efficiency_overrides
# expect: h100-sxm:8@lambda
# expect: bandwidth_efficiency
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {"h100-sxm:8@lambda": {bandwidth_efficiency: 0.03}}}'
