# what: model llama-3.1-8b --precision fp8 --precision bf16 (a choice option repeated: argparse keeps the last silently): refused naming --precision, as repeated --data-dir/--csv/--jobs/--candidates are (earlier rounds), never an answer for one precision silently chosen
# expect-rc: nonzero
# expect: --precision
# expect-not: Traceback
timeout 55 "$TR" model llama-3.1-8b --precision fp8 --precision bf16
