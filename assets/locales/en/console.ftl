# The in-game console (src/ui/console.rs). Console commands (topics, offsets T,
# describe group G, …), `logjam console --bootstrap HOST:PORT` and key names
# stay as they are in every language.
console-title = Console
console-real-cluster-web = In a browser these commands reach the game's cluster only: a web page cannot connect to a Kafka broker. The desktop build's `logjam console --bootstrap HOST:PORT` runs them on your own cluster.
# "The console on your cluster" is a section of the README, in English.
console-real-cluster = The same commands on your own cluster: `logjam console --bootstrap HOST:PORT` in a terminal (README, "The console on your cluster").
console-keys-line = Tab: complete (twice: the choices) · Up/Down: the lines typed · Ctrl-R: search them
console-nothing-to-complete = nothing to complete here
console-about-real = Kafka-style commands: topics, groups, offsets T, describe group G, read T, produce T VALUE, consume T group G, create topic T partitions N, reset group G to earliest (an empty group only), help. ` closes.
console-about-live = Kafka-style commands on the live board: topics, offsets orders, describe group billing, groups, reset group email to 0 (stop its Workers first: Kafka resets only an empty group), begin … commit or abort (a transaction), help. ` closes.
console-no-match = (no match)
# $found: the line found, or console-no-match.
console-reverse-search = reverse search: { $found }
console-search-hint = search the lines typed (Esc: back)
console-input-hint = type a command, Tab to complete, Enter to run
