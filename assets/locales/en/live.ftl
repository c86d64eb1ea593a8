# The live board's strip and the client's-view window (src/ui/live.rs).

# $bootstrap: the cluster's address. The console's commands stay as they are.
live-console-target = Live board: these commands run on the cluster at { $bootstrap } (what writes, writes to it: create, produce, consume with a commit, reset group). Board actions are refused: the board is the cluster's.
live-shape =
    { $brokers ->
        [one] { $brokers } broker
       *[other] { $brokers } brokers
    } · { $topics ->
        [one] { $topics } topic
       *[other] { $topics } topics
    } · { $groups ->
        [one] { $groups } group
       *[other] { $groups } groups
    }
live-read-only = read-only
live-console-writes = the board reads; the console writes what you type
live-status-opened = ● LIVE  { $bootstrap } · { $shape } · { $writes }
live-no-answer = no answer for { $seconds } s (the last look took { $ms } ms)
live-read-ago = read { $seconds } s ago in { $ms } ms
live-status-live = ● LIVE  { $bootstrap } · { $shape } · { $read } · { $writes }
live-retry-in = trying again in { $seconds } s
live-retry-now = trying again now…
# $error: the client's error, as it gives it.
live-status-lost =
    ⚠ { $bootstrap } unreachable ({ $failures ->
        [one] { $failures } look
       *[other] { $failures } looks
    } failed in a row): { $error } · the board shows the last good look · { $next }
live-snapshot = Snapshot ({ $seconds } s)
live-snapshot-hover = Writes this cluster as a scenario to break safely: its topics, brokers and groups, with the rates and key skew measured over the next 30 s, into the mods folder (Scenarios lists it). Reads only.
live-snapshot-measuring = measuring for the snapshot… { $seconds } s
live-snapshot-wrote = wrote { $file } (Scenarios, mods)
live-snapshot-failed = snapshot failed: { $error }
live-not-rebuilt = · not rebuilt: { $error }
live-client-view = What the client read
live-about-topic = topic { $topic } and the groups that read it (the card selected)
live-about-group = group { $group } and the topics it reads (the card selected)
live-about-cluster = the whole cluster (select a card for its part)
live-client-view-intro = The newest look at the cluster, as `logjam watch` prints it, the figures the board draws: { $about }.
live-refused = refused: { $reason }
