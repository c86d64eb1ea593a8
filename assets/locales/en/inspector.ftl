# The Inspector (src/ui/inspector.rs): a Node's rules, live figures and options.

inspector-title = Inspector
inspector-close = Close

## What a failed broker loses, by acks and replication factor

inspector-acks-risk-one-replica = with one replica a failed broker takes every event it held
inspector-acks-risk-all = a failed broker loses nothing acknowledged
inspector-acks-risk-one = a failed broker loses what the followers had not copied
inspector-acks-risk-zero = a failed broker loses what the followers had not copied, and the producer never hears of it nor retries

## Rules every component shares

inspector-rules = Rules
inspector-rules-place = Place
inspector-rules-place-value = { $price } first copy; each further copy +{ $growth }%
inspector-rules-sell = Sell
inspector-rules-sell-value = refunds { $percent }% of the last copy's price
inspector-rules-burn = Burn
inspector-rules-burn-size-one = { $burn }/s at size 1
inspector-rules-burn-sized = { $burn }/s at size 1; { $burn_now }/s at size { $size }
inspector-rules-sizes = Sizes
inspector-rules-sizes-value = { $sizes }; each step ×{ $factor } capacity and Burn (now { $size })
inspector-rules-overhead = Overhead
inspector-rules-takes-sends = Takes / sends
inspector-rules-traffic-tip = Tasks: async work items (an order to bill). Requests: synchronous calls. Writes: results a Worker stores in a Database. Changes: what a Database reports to a CDC Connector.
inspector-rules-unlocked-by = Unlocked by
inspector-rules-unlock = { $research } ({ $era }, { $cost } research)
inspector-rules-unlock-after = { $research } ({ $era }, { $cost } research, after { $requires })
inspector-rules-unlock-next = { $unlock }; next: { $next }

## Incident answers

inspector-replace = Replace (${ $price })
inspector-replace-tip = Pays ${ $price } for a new host. The Node comes back cold: empty caches, a slow start. The dead one stops billing.
inspector-fail-over = Fail over
inspector-fail-over-tip = Moves the Node to a zone or region that is up. Free; only Nodes that keep no data (or keep a Standby) can move: a stream waits for its zone.

## Placement

inspector-zone-region = Zone { $zone } · region { $region }
inspector-move-zone-tip = Move it to this zone
inspector-move-region-tip = Move it to this region

## Labels shared by several sections

inspector-live = Live
inspector-capacity = Capacity
inspector-throttle-time = Throttle time
inspector-throttled = Throttled
inspector-stranded = Stranded
inspector-replication = Replication
inspector-retention = Retention
inspector-partitions = Partitions
inspector-brokers = Brokers

## A producer

inspector-traffic = Traffic
inspector-traffic-value = { $rate } (produced { $produced })
inspector-keys = Keys
inspector-keys-value = { $first } … { $last } ({ $entities } entities)
inspector-keys-value-hot = { $first } … { $last } ({ $entities } entities, { $hot } hot)
inspector-sent = Sent
inspector-latency = Latency
inspector-latency-value = { $latency } per append (overhead + ack wait + its oldest waiting record's wait)
inspector-buffer = Buffer
inspector-buffer-value = { $buffered } records waiting to be appended
inspector-buffer-value-of = { $buffered } of { $size } records waiting to be appended
inspector-buffer-tip = Kafka's buffer.memory: records wait here for append capacity, or for a partition's leader.              When it is full, send() blocks.
inspector-producer-throttle-value = { $seconds } s: all that waits, at the stream's capacity
inspector-producer-throttle-tip = The broker tells the producer how long to wait before its next append: everything waiting, at the stream's append capacity. The newest record waits about this long; the latency above is how long the oldest has waited so far. A larger size raises the capacity.
inspector-blocked-in-send = Blocked in send()
inspector-blocked-in-send-value = { $count } (the buffer is full; each fails after max.block.ms)
inspector-send-failed = Send failed
inspector-send-failed-value = { $count } blocked past max.block.ms: lost
inspector-to-stream = To { $stream }
inspector-producer-settings-tip = The producer settings this stream's producers use (set on the stream's card). Idempotence: Kafka's default since 3.0, with acks=all; a retried batch is then stored once, in order.
inspector-idempotence-in-effect = enable.idempotence=true (retries stored once, in order)
inspector-idempotence-not-in-effect = enable.idempotence=true, not in effect without acks=all
inspector-idempotence-disabled = enable.idempotence=false (a failover's retries may be stored twice)
inspector-tombstones = Tombstones
inspector-tombstones-value = { $percent }% of its records delete their key (a key, no value)
inspector-tombstones-tip = A tombstone deletes its entity: a group that applies the stream drops the key from its table. On a compacted stream the cleaner keeps a deleted key's tombstone for delete.retention, then the key is gone from the log: deleted, not lost.
inspector-producer-stranded-value = { $count } requests reached it while it was down

## Transactions and schemas

inspector-open-transaction = An open transaction holds the last stable offset on { $partitions }: read_committed groups wait there.
inspector-open-transaction-member = An open transaction holds the last stable offset on { $partitions }: read_committed groups wait there. Each commits with its group's next offset commit, or aborts when its Worker crashes or leaves the group.
inspector-abort-transaction = Abort the hanging transaction
inspector-abort-transaction-tip = As kafka-transactions.sh abort does: an ABORT marker in each partition it wrote to. Read_committed groups skip its records and read on.
inspector-schema-unreadable = It writes schema v{ $version }: groups that cannot read it stop.
inspector-roll-back = Roll back
inspector-roll-back-tip = The producer writes the old schema again. Free, but the unreadable events already written still block their groups: upgrade those.

## A Worker

inspector-group = Group
inspector-reads = Reads
inspector-capacity-tasks = { $rate } tasks
inspector-completing = Completing
inspector-done = Done
inspector-writes-to = Writes to
inspector-effect-idempotent = idempotent: an event applied twice changes nothing
inspector-effect-transactional = its output goes into transactions: a crash aborts what it wrote since its last commit
inspector-effect-at-least-once = a crash before its commit writes that output again (at_least_once)
inspector-effect-not-idempotent = not idempotent: an event it gets twice is a duplicate side effect
inspector-speed = Speed { $percent }% · { $effect }
inspector-crash = Crash before commit (practice)
inspector-crash-tip = It dies after processing and before committing: its partitions go back to the last commit and the events come again.
inspector-paused = Paused
inspector-paused-tip = Kafka's pause(): the Worker stays in its group and keeps its partitions, reading nothing: their lag grows. A paused group is not empty, so its offsets cannot be reset.
inspector-start = Start
inspector-start-tip = Its consumer rejoins the group (a rebalance) and reads on from the group's committed offsets.
inspector-stop = Stop
inspector-stop-tip = Its consumer commits and leaves the group: the others take its partitions (a rebalance). With every Worker stopped the group is empty, and only then can its offsets be reset: stop → reset group G to 0 → start.
inspector-pause-or-stop = Pause: still a member, keeps its partitions. Stop: leaves the group; a reset needs every Worker stopped.

## A stream

inspector-options = Options
inspector-acks-now = Now: acks={ $acks } waits { $ms } ms; { $risk }.
inspector-stream-rules-now = Stream rules, now
inspector-brokers-heading = Brokers: zone, leads, follows
inspector-col-broker = broker
inspector-col-zone = zone
inspector-col-zone-tip = Its zone (Kafka's rack): replicas of a partition go to different zones where there are several.
inspector-col-state = state
inspector-col-leads = leads
inspector-col-leads-tip = The partitions whose appends and reads it serves.
inspector-col-follows = follows
inspector-col-follows-tip = The partitions it keeps a copy of, fetching from their leaders.
inspector-open-broker = Open this broker
inspector-broker-up = up
inspector-broker-up-tip = It runs.
inspector-broker-retiring = up, retiring
inspector-broker-retiring-tip = A reassignment moves its replicas to the other brokers; it goes once it holds none.
inspector-broker-failed = failed
inspector-broker-down = down
inspector-append-capacity = Append capacity
inspector-append-capacity-value = { $rate } at size { $size } (size 1: { $rate_one })
inspector-read-per-partition = Read per partition
inspector-read-per-partition-value = { $rate } per group; { $partitions } partitions: at most { $most }
inspector-producer-waits = Producer waits
inspector-producer-waits-value = { $overhead } ms overhead + { $leader } ms for the leader (acks=1) + { $follower } ms for the slowest in-sync follower (acks=all); acks={ $acks } waits { $wait } ms
inspector-replication-value = factor { $factor }: each replica bills { $percent }% of a broker's Burn again
inspector-retention-value = { $retention } (choices: { $choices })
inspector-appending = Appending
inspector-appending-value = { $rate } ({ $total } in all)
inspector-stream-throttle-value = { $seconds } s (append capacity spent: producers wait)
inspector-stream-throttle-tip = Over its append capacity the stream refuses nothing: it throttles its producers, whose records wait in their buffers. Latency, not loss, until a send blocks past max.block.ms.
inspector-stream-throttled-value = { $count } (sends failed: append capacity spent)
inspector-appended-twice = Appended twice
inspector-appended-twice-value = { $count } (retried by producers without idempotence)
inspector-appended-twice-tip = Batches the new leader already had, sent again after a failover: Kafka stores them a second time, behind newer records, unless the producer is idempotent.
inspector-stream-stranded-value = { $count }: no Worker group reads this stream
inspector-group-name = group { $group }
inspector-group-rebuilding = rebuilding its table from the log start
inspector-group-read = { $rate } read
inspector-group-lag = { $read } · lag { $lag } in all, { $worst } on its worst partition · { $behind } behind{ $troubles }
inspector-group-lag-tip = Lag: records appended and not yet committed, over every partition. Behind: the age of the oldest of them, on the partition furthest behind (how lag exporters estimate time lag).
inspector-partitions-heading = Partitions: offsets and lag per group
inspector-col-log-start = log start
inspector-col-log-start-tip = The oldest offset retention has kept.
inspector-col-log-end = log end
inspector-col-log-end-tip = The offset the next record gets.
inspector-replicas-heading = Replicas: leader, ISR, high watermark
inspector-col-leader = leader
inspector-col-leader-tip = The broker that takes the appends and serves the reads.
inspector-col-replicas = replicas
inspector-col-replicas-tip = Its copies, by broker; the first is the preferred leader. A + marks a copy a reassignment is adding (copying, counted for nothing yet), a − one it will remove once they have caught up.
inspector-col-isr-tip = In-sync replicas: the copies caught up within replica.lag.time.max (30 s). acks=all waits for them.
inspector-col-elr-tip = Eligible leader replicas (Kafka 4): out of the ISR while it is below min.insync, yet holding every record below the high watermark, so one may lead cleanly. The ISR may be empty while they hold its last members.
inspector-col-hw-tip = High watermark: the lowest log end over the ISR; groups read below it.
inspector-col-epoch = epoch
inspector-col-epoch-tip = Leader epoch: one more at each election.
inspector-open-partition = Open this partition
inspector-leader-none = none
inspector-under-replicated = Under-replicated: a copy is out of the ISR.
inspector-producers-metadata = Producers' metadata
inspector-producers-metadata-value = all { $partitions } partitions · next refresh in { $left } (metadata.max.age { $age })
inspector-producers-route = Producers route to
inspector-producers-route-value = { $known } of { $partitions } partitions: they learn of the others at their metadata refresh in { $left }
inspector-producers-route-tip = A producer keeps the partition count it last fetched (metadata.max.age) and hashes keys over it. From its refresh on, keys hash over the new count: an entity's new updates may go to another partition while its older ones still wait in the old one.

## A stream's options

inspector-partitions-tip = More partitions let more Workers of a group read at once. Kafka adds partitions but never removes them. Producers write to new ones from their next metadata refresh, and keys map anew from then on; a group reads them from its next rebalance, starting where its auto.offset.reset says (latest skips what was written there first).
inspector-apply = Apply
inspector-partition-key = Partition key
inspector-by-key = by key
inspector-by-key-tip = The key's hash picks the partition: one entity's events stay in one partition, in order. One hot key fills one partition.
inspector-round-robin = round robin
inspector-round-robin-tip = Spread evenly over the partitions, ignoring the key: no hot partition, but a later write can be read before an earlier one (stale results).
inspector-without-key = Without a key
inspector-record-by-record = record by record
inspector-record-by-record-tip = Each record to the next partition, as the teaching text draws it.
inspector-sticky = sticky
inspector-sticky-tip = Kafka's producer since 2.4: a whole batch to one partition, the next batch to the next. Fewer, fuller batches; runs of records share a partition.
inspector-partitioner = Partitioner: { $partitioner }
inspector-size = Size
inspector-size-tip = Appends { $rate } and burns { $burn }/s
inspector-replication-risk-one = a failed broker takes every event it held
inspector-replication-risk-more = a failed broker loses what acks decide
inspector-replication-tip = { $factor } copies of each partition: burns { $burn }/s; { $risk }
inspector-reassignment-stalled = stalled: { $count ->
        [one] { $count } partition has
       *[other] { $count } partitions have
    } no leader to copy from
inspector-reassignment-eta = ETA { $eta }
inspector-reassignment-losing = not gaining: the stream appends faster than it copies
inspector-reassignment-no-eta = no ETA yet
inspector-reassignment = Adding replicas: catching up { $percent }%, { $eta }. Until then { $partitions ->
        [one] { $partitions } partition keeps
       *[other] { $partitions } partitions keep
    } { $copies ->
        [one] { $copies } copy that counts
       *[other] { $copies } copies that count
    }.
inspector-reassignment-tip = A reassignment: the new replicas copy the retained log from its start at the fetch rate (at most the replication throttle) and join the ISR only once caught up. Until every new replica of a partition has, it has the copies it had before, and no more durability.
inspector-replication-throttle = Replication throttle
inspector-throttle-none = none
inspector-throttle-none-tip = A reassignment's new replicas copy as fast as the brokers fetch, sharing the fetch budget with the followers in the ISR.
inspector-throttle-rate-tip = Each broker copies at most { $rate } for a reassignment's new replicas (follower.replication.throttled.rate): the followers in the ISR are served first, and the copy takes longer.
inspector-acks-tip = acks={ $acks }: the producer waits { $ms } ms; { $risk }
inspector-acks-tip-default = acks={ $acks } (Kafka's default since 3.0): the producer waits { $ms } ms; { $risk }
inspector-idempotence = Idempotence
inspector-on = on
inspector-off = off
inspector-idempotence-on-tip = enable.idempotence=true (Kafka's default since 3.0, with acks=all): each batch carries the producer's id and a sequence number per partition, so a batch retried after a failover is stored once and in order.
inspector-idempotence-off-tip = enable.idempotence=false: after a failover the producer sends again every batch it was not told is stored. What the new leader already had is appended twice, behind newer records: duplicates for Workers that are not idempotent, and a key's older version after its newer one.
inspector-idempotence-needs-acks = (needs acks=all: off while acks is 0 or 1)
inspector-brokers-tip = { $brokers } brokers: burns { $burn }/s (each beyond the replication factor bills { $percent }% of the stream's Burn). Partitions are spread over them, so a failed broker leads fewer of them.
inspector-zones = Zones
inspector-zones-one = one
inspector-zones-one-tip = Every broker in the stream's zone: a zone outage stops it until the zone is back.
inspector-zones-spread = spread
inspector-zones-spread-tip = Brokers spread over the zones, replicas rack-aware: a zone outage takes one broker's share, which fails over to the others. Needs research Multiple zones.
inspector-min-insync-tip = min.insync.replicas={ $count }: with acks=all an append needs { $count ->
        [one] { $count } replica
       *[other] { $count } replicas
    } in sync, else it is refused (NOT_ENOUGH_REPLICAS: the producer holds it, then drops it). Higher keeps more copies of every acknowledged event, and refuses writes sooner when brokers are down. Below it the high watermark stands still (groups read nothing new, whatever the acks) and the replicas that left stay eligible to lead cleanly (Kafka 4).
inspector-unclean-election = Unclean election
inspector-unclean-off-tip = When every in-sync and eligible replica of a partition is down, it waits offline for one: nothing acknowledged is lost (Kafka's default).
inspector-unclean-on-tip = When every in-sync and eligible replica is down, an out-of-sync one may lead: the partition serves sooner and the events it lacked are lost.
inspector-retention-tip = A group further behind than the window loses the oldest events. A longer window costs nothing here.
inspector-cleanup-delete-tip = delete (Kafka's default): retention deletes whole old segments, read or not. A key whose last record is older than the retention is no longer in the log.
inspector-cleanup-compact-tip = compact: below the active segment the cleaner keeps the latest record of each key and removes the older ones, leaving gaps (no offset moves, the log start stays). Retention deletes nothing: a table's changelog, each key's current value kept for ever.
inspector-cleanup-compact-delete-tip = compact,delete: compacted, and segments older than the retention deleted too, the latest record of a key with them.
inspector-log-keys = ; its log knows { $held } of the { $written } keys written
inspector-log-keys-deleted = ; its log knows { $held } of the { $written } keys written and not deleted ({ $deleted } deleted by a tombstone)
inspector-compaction-tip = min.compaction.lag: the cleaner leaves a record younger than this. delete.retention: a tombstone (a key with no value, the key deleted) stays this long after it could go, so a group replaying the log sees the delete; then the key is gone from the log. Set in the scenario (stream min_compaction_lag_seconds, delete_retention_seconds).
inspector-tombstones-cleaned = ; { $count } tombstones past delete.retention removed, their keys with them
inspector-compacted = Compacted { $compacted } records{ $tombstones }; holds { $held }{ $keys }. The active segment rolls and the cleaner runs in { $next }.
inspector-retention-keys = Retention { $retention }{ $keys }.
inspector-salt = Salt
inspector-salt-none = none
inspector-salt-tip = Spread each key over this many partitions (our addition): a hot key no longer fills one partition, but its events lose their order across them.
inspector-poll-interval = { $group }: poll interval { $seconds } s
inspector-poll-interval-tip = A longer max.poll.interval: a slow member is evicted later, so a rebalancing storm calms down.
inspector-upgrade-workers = Upgrade its Workers
inspector-upgrade-workers-tip = The group's Workers learn every schema written so far and read on from where they stopped. Free.
inspector-poison-pill = { $group } is stopped at a poison pill (partition { $partition }, offset { $offset }): its Workers fail on it and fetch it again, for ever. Make { $group } a share group (its delivery limit archives the record), or stop its Workers and move it past the record: reset group { $group } by +1.
inspector-rebalances = { $group }: { $rebalances } rebalances, { $evictions } evictions, paused { $seconds } s
inspector-practice = Practice
inspector-fail-broker = Fail a broker now
inspector-fail-broker-tip = The leader broker fails: see what the replication factor and acks lose.
inspector-no-leader = { $offline } of { $partitions } partitions have no leader

## A Queue and a Database

inspector-queue-live = { $depth } tasks waiting · { $enqueued } taken in · { $handed } handed out · { $refused } refused
inspector-queue-group = group { $group }: { $done } done · { $missed } never seen (another group's Worker took them)
inspector-queue-groups-miss = A Queue hands each task to one Worker: every group here misses what the others take. A stream gives each group every event.
inspector-database-live = { $rows } rows written · { $rate }/s
inspector-database-refused = { $count } second writes refused by the unique key
inspector-unique-key = Unique key on the task
inspector-unique-key-tip = ON CONFLICT DO NOTHING: a task written twice changes nothing, so the Workers that write here are idempotent.

## Selling

inspector-sell = Sell (+{ $refund })
inspector-sell-tip = Refunds half of what its last copy cost. Its links go with it.
inspector-refused = Refused: { $reason }
