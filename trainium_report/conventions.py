"""The project's conventions, stated once and importable without pandas: the calendar of a bill,
the candidate grammar and the names of the price bases. `costs`, `options` and `scenario` read
them from here (a test keeps `pricing.BASES` in step with `BASIS_NAMES`)."""
from __future__ import annotations

import re

DAYS_PER_MONTH = 30.4                       # a month of a bill: 365 / 12, rounded as the sources do
HOURS_PER_MONTH = 24 * DAYS_PER_MONTH

#: a candidate: an entity id (or an AWS instance family), optionally `:N` chips and `@provider`
CHIP_COUNT = r"[0-9]{1,7}"                 # a chip count: one to seven ASCII digits
MAX_CHIPS = 1_024      # the chips one rented unit holds (8 in an HGX node, 72 in an NVL72 rack): more is a typo
CANDIDATE_RE = re.compile(r"^(?P<entity>[a-z0-9][a-z0-9._-]*?)(?::(?P<chips>" + CHIP_COUNT
                          + r"))?(?:@(?P<provider>[a-z0-9-]+))?$")
#: the same three parts read leniently, so a check can name the part that breaks CANDIDATE_RE
CANDIDATE_PARTS = re.compile(r"(?P<entity>[^:@]+)(?::(?P<chips>[^@]*))?(?:@(?P<provider>.*))?")

#: the price bases, in the order `auto` tries them (the like-for-like AWS bases first)
BASIS_NAMES = ("aws_on_demand", "aws_capacity_block", "aws_commitment", "gpu_cloud_list", "gpu_marketplace")
LIKE_FOR_LIKE = BASIS_NAMES[:3]
#: each basis in a few plain words, for page 1 and the charts (the codes stay in tables and files)
BASIS_SHORT = {"aws_on_demand": "AWS on-demand", "aws_capacity_block": "AWS Capacity Blocks",
               "aws_commitment": "AWS reserved / savings plan", "gpu_cloud_list": "GPU cloud list price",
               "gpu_marketplace": "GPU marketplace hosts"}
