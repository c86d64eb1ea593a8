# The legend, L (src/ui/legend.rs). Badge words are the board's own
# messages, referenced ({ sim-badge-down }), so they read as the board writes them.
legend-title = Legend
legend-nodes-and-cards = Nodes and cards
legend-nodes-and-cards-text = A Node is a component placed on the board (an API, an Event Stream, a Worker, a Queue, a Database…); each is drawn as a card. "Spend on Nodes" is what placing them cost, less what selling refunded.
legend-lane = A partition's lane
legend-group = A group under each lane
legend-group-bar = The group's committed part, in the group's colour; the marker is the next offset it reads. Click a bar to open the group.
legend-group-before = A marker before the lane, pointing left: its next offset is older than every cell drawn.
legend-group-empty = An empty bar: nothing committed past the lane's first cell yet.
# $records: the lag that turns a group's figure amber.
legend-group-lag = Its lag: records not yet committed, and how long ago the oldest of them was appended (as lag exporters estimate it). Amber past { $records } records.
legend-share-group = A share group: its bar ends at its share-partition's start offset (everything before is done); a thin line runs on to its end offset, doubled where records are locked to a member. Its lag: records not yet acknowledged, and of them those locked now.
legend-hot-partition = A hot partition: far more traffic than the others.
legend-no-leader = No leader: the partition refuses writes until a replica takes over.
legend-cards = Cards
legend-worker-stripe = A Worker's edge and gear wear its group's colour; so do its messages and its chart line.
legend-message-to-worker = A message in flight to a Worker, in its group's colour; bigger squares carry more.
legend-message-to-stream = A message on its way into the stream (the shade of a new record).
legend-chip-red = Red: it costs now ({ sim-badge-down }, { sim-badge-no-leader }, { rules-badge-crashed }, lost events).
legend-chip-amber = Amber: it will cost if it goes on ({ sim-badge-behind }, { sim-badge-slow }, { sim-badge-paused }, { sim-badge-stopped }, { sim-badge-idle }, { view-flash-throttled }, { rules-badge-hot-key }).
legend-chip-magenta = Magenta: a wrong result ({ view-flash-stale }, { view-flash-duplicate }).
legend-chip-green = Green: a safeguard worked ({ view-flash-repeat-refused } by a unique key).
legend-worker-figure = A Worker's figure: tasks done a second; under it, its group and its partitions (p0–p1).
legend-replication = Replication factor: copies of each record on different brokers. acks: how many must have it before the producer is told it is written (0: none, 1: the leader, all: every in-sync replica).
legend-top-bar = The top bar
legend-money = Money, and the Burn: what the board costs a second.
legend-research-points = Research points, earned by completed tasks; spent in Research (R).
legend-budget = The error budget: bad outcomes so far, of those the level's service level allows. Red when spent.
legend-era = The shop's era: traffic grows with each one that revenue brings.
legend-record = A record: its offset, and the end of its key (… stands for the start of the key).
legend-batch = A batch: its first offset and how many records it holds.
legend-shade = Shade is age against the retention window: light is new; the darkest quarter is what retention removes next. It sits at the old edge, and falls away when removed.
legend-stored-twice = Records stored twice: a producer without idempotence sent them again after a failover, though the new leader had them.
legend-gap = Records between the oldest and the newest, not drawn: this many.
legend-next = Where the next record goes: the log end.
legend-control-marker = A transaction's control marker, COMMIT or ABORT: it takes an offset, and no reader ever gets it.
legend-aborted = A record of an aborted transaction ("open": of one still open): read_committed groups skip it (wait for it).
legend-high-watermark = The high watermark: groups read up to here. Over the lane: "log start" (the oldest offset kept), the high watermark and the log end.
legend-last-stable-offset = The last stable offset (LSO), while an open transaction holds it below the high watermark: read_committed groups read up to here, and "at LSO" beside one says it waits there.
# The chips' sample words, short (a chip is 54 px wide at 10 px).
legend-chip-word-down = DOWN
legend-chip-word-slow = SLOW
legend-chip-word-stale = STALE
legend-chip-word-refused = REFUSED
