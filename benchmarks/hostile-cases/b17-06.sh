# what: validate of a data folder that is a symlink loop (loop -> loop; ELOOP): non-zero, a short message naming loop, no traceback, no hang
# expect-rc: nonzero
# expect: loop
ln -s loop loop
timeout 55 "$TR" validate loop
