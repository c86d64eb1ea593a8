# The sandbox's controls in a card's Inspector (src/ui/sandbox.rs).

sandbox-traffic = Sandbox: traffic
sandbox-rate = Rate
# After the slider's number (starts with a space).
sandbox-rate-unit = {" "}msg/s
sandbox-rate-hover = Messages a sim second.
sandbox-keys = Keys
sandbox-keys-hover = Distinct keys (customers, orders): few keys crowd few partitions.
sandbox-zipf = Zipf
sandbox-zipf-hover = 0: every key alike. Above 0: a few keys take most of the traffic (s = the exponent).
sandbox-hot-key = Hot key
sandbox-hot-key-hover = The share of one hot key: all of it lands on one partition.
sandbox-strike = Sandbox: strike now
# $target: the Node, zone or region struck.
sandbox-strike-hover = Strikes { $target } now, for practice.
