# A consumer group or share group in the Inspector (src/ui/group_inspector.rs).

group-inspector-heading-consumer = Consumer group { $name }
group-inspector-heading-share = Share group { $name }
group-inspector-poison-pill = Stopped at a poison pill on p{ $partition }, offset { $offset }: its owner fails on it and fetches it again, for ever. A share group gets past it; a reset past it drops it.

## Rebuilding a lost state store
group-inspector-keys-lost =
    { $count ->
        [0] no key lost
        [one] 1 key lost: retention had deleted its every record
       *[other] { $count } keys lost: retention had deleted their every record
    }
group-inspector-rebuilding = Rebuilding its table from the log start: { $records } records to read; { $lost }.
group-inspector-rebuilding-hover = Its state store was lost: it reads every record the log still holds. A compacted stream holds about one record per key, so the rebuild is short.
group-inspector-rebuilt = Table rebuilt from the log; { $lost }.

## Group type
group-inspector-group-type = Group type
group-inspector-type-consumer-hover = One Worker per partition at a time, in offset order; its progress is a committed offset.
group-inspector-type-share-hover = Kafka's queues (KIP-932): any number of Workers per partition, each record acquired under a lock and accepted on its own. Order is not kept.
group-inspector-type-share-refused = Its Workers write to a stream: Kafka Streams reads with a consumer group only.

## One Worker's line
group-inspector-partition-stalled = p{ $partition } (stalled)
group-inspector-owns-nothing = owns nothing
group-inspector-owns = owns { $partitions }
group-inspector-member-stopped = stopped: not a member
group-inspector-its-place = its place
group-inspector-member-restarting-static = restarting, back in { $seconds } s: static ({ $id }), it keeps { $kept } silent until then
group-inspector-member-restarting = restarting, back in { $seconds } s: it left the group and rejoins as a new member
group-inspector-member-removed = down: removed after its session timeout; rejoins when back
group-inspector-member-down = down: last heartbeat { $ago } s ago, evicted in { $left } s; { $owns }
group-inspector-member-joining = joining or evicted for a slow poll
group-inspector-member-rebalancing = stopped with the whole group for a rebalance until { $until } (an eager assignor); { $owns }
group-inspector-member-paused = paused (still a member); { $owns }
# $epoch: group-inspector-epoch-target and what follows it, or nothing.
group-inspector-member-static = static member ({ $id }); { $owns }{ $epoch }
group-inspector-member = member; { $owns }{ $epoch }

## Consumer protocol: a member's epoch and target
group-inspector-epoch-same = member epoch { $epoch } (the group's)
group-inspector-epoch-behind = member epoch { $epoch }, group epoch { $group_epoch }: not reconciled yet
group-inspector-target-nothing = nothing
group-inspector-epoch-target = ; { $epoch }; target { $target }
group-inspector-not-taken = {" "}({ $partitions } not taken yet)
group-inspector-next-heartbeat = ; next heartbeat in { $seconds } s

## group.protocol and the assignors
group-inspector-protocol-classic-hover = Kafka's default: the members' own assignor hands out partitions in a rebalance every member rejoins.
group-inspector-protocol-consumer-hover = Kafka 4 (KIP-848): the broker assigns; each member moves to its target at its heartbeat, and only the partitions that move pause.
group-inspector-protocol-consumer-refused = This stream's brokers offer the classic protocol only (group.coordinator.rebalance.protocols): an engine without KIP-848.
group-inspector-protocol-missing = Its brokers lack the consumer protocol: it reads by the classic one here.
group-inspector-remote-uniform-hover = Balanced and sticky: members keep what they own up to a fair share.
group-inspector-remote-range-hover = Sticky ranges: members keep their lowest partitions; the rest go out in ranges.
group-inspector-assignor = Assignor
group-inspector-assignor-range-hover = Members sorted by id take contiguous ranges. Eager: a rebalance stops the whole group.
group-inspector-assignor-roundrobin-hover = Partition p goes to member p mod n, by sorted id. Eager.
# "Cooperative rebalancing" is a research's name (catalog data, English for now).
group-inspector-assignor-cooperative-hover = Members keep what they own; only moved partitions stop, for one round. Needs Cooperative rebalancing.
group-inspector-assignor-cooperative-locked = Research Cooperative rebalancing first (R).

## isolation.level, session timeout, membership
group-inspector-isolation-uncommitted-hover = Kafka's default: reads to the high watermark, records of open and aborted transactions included.
group-inspector-isolation-committed-hover = Reads below the last stable offset only and skips aborted records: it waits for open transactions.
group-inspector-session-timeout = Session timeout { $seconds } s
group-inspector-session-timeout-half = A dead member's partitions move sooner.
group-inspector-session-timeout-double = A member that is down keeps its partitions longer.
group-inspector-static = static members (group.instance.id)
group-inspector-static-hover = Each Worker's consumer gets a group.instance.id (its Node id). A static member that restarts sends no LeaveGroup: its partitions wait for it until its session timeout, and nothing moves if it is back sooner.
group-inspector-restarting = restarting… ({ $left } to go)
group-inspector-rolling-restart = Rolling restart
group-inspector-rolling-restart-hover = Restarts the group's Workers one after another, as a deploy does: each commits, is down a while, and comes back before the next goes.
group-inspector-rolling-restart-storm-hover = Restarts the group's Workers one after another, as a deploy does: each commits, is down a while, and comes back before the next goes. These are dynamic members under an eager assignor: each restart is a leave and a join, two rebalances that stop the whole group.

## processing.guarantee
group-inspector-guarantee-at-least-once-hover = Kafka Streams' default: output is appended as it is made; a crash before the commit makes it again.
group-inspector-guarantee-exactly-once-hover = Output goes into a transaction that commits with the offsets; a crash aborts it.
group-inspector-writes-transactional = Writes a record to { $streams } for each one it reads, inside a transaction per member, committed with the offsets: read_committed readers get each record once.
group-inspector-writes-at-least-once = Writes a record to { $streams } for each one it reads, as it is made, offsets committed later: after a crash they are written again.

## auto.offset.reset
group-inspector-by-duration-half = Half as far back: fewer old records read again.
group-inspector-by-duration-double = Twice as far back: more of what was written before is read.
group-inspector-offsets-expiring = Empty here since { $since }: its committed offsets expire in { $left } (offsets.retention.minutes), and then it starts where auto.offset.reset says.
group-inspector-offsets-expired =
    Its committed offsets here expired { $count ->
        [one] once
       *[other] { $count } times
    } (nobody read for { $span }).
group-inspector-no-offset = Stopped: auto.offset.reset=none and { $what } ({ $exception }). Nobody reads until you choose another policy here, or stop its Workers and reset its offsets in the console: reset group { $group } to earliest (or to-datetime, by-duration).
group-inspector-reset-earliest = earliest: a group behind the retention window loses only the oldest events
group-inspector-reset-latest = latest: it skips everything waiting and reads only what comes next
group-inspector-reset-none = none: it resets nothing; the group stops with an error until its offsets are reset by hand
# $policy: by_duration:PT1H and the like; $span: PT1H and the like.
group-inspector-reset-by-duration = { $policy }: it starts at the first record of the last { $span }; older records are skipped and lost to it, younger ones are all read
group-inspector-reset-help = Where a position goes when the group has none, or retention removed it. This group uses { $what }. Kafka's own default is latest.

## Offsets per partition
group-inspector-offsets-legend-uncommitted = Committed: where the group resumes after a restart or a rebalance. Position: where its consumer reads next. Lag: high watermark − the committed offset (or the log start, if that is later).
group-inspector-offsets-legend-committed = Committed: where the group resumes after a restart or a rebalance. Position: where its consumer reads next. Lag: last stable offset (read_committed: an open transaction holds it back) − the committed offset (or the log start, if that is later).
group-inspector-coordinator-knows-all = Its coordinator knows all { $count } partitions from the cluster's metadata: under the consumer protocol a partition added to the topic is in the next target assignment at once.
group-inspector-consumers-know-all = Its consumers know all { $count } partitions. They refresh their metadata at its next rebalance, or in { $left } (metadata.max.age { $age }).
group-inspector-new-partitions-earliest = earliest: at their first record, so it reads all that was written there
group-inspector-new-partitions-latest = latest: at their end, skipping (and losing) all that was written there first
group-inspector-new-partitions-none = none: nowhere, so it stops
group-inspector-new-partitions-by-duration = { $policy }: at the first record of the last { $span }, skipping (and losing) older ones
group-inspector-partitions-unknown = It reads { $known } of the topic's { $count } partitions. It learns of the others at its next rebalance, or at its metadata refresh in { $left } (metadata.max.age), and starts on them where auto.offset.reset says: { $then }.
group-inspector-column-owner = owner
group-inspector-column-committed = committed
group-inspector-column-position = position
group-inspector-column-lag = lag
group-inspector-owner-unknown = not known yet

## History
group-inspector-rebalance-waiting = A rebalance is waiting: a member that is down cannot rejoin, so the group waits for its session timeout to remove it.
# $why: the sim's reason, in English for now.
group-inspector-last-target-assignment = Last target assignment at { $at }: { $why }
group-inspector-no-member = No member yet
group-inspector-consumer-protocol-counts =
    Consumer protocol: group epoch { $epoch } · { $moved ->
        [one] 1 partition
       *[other] { $moved } partitions
    } moved, { $seconds } partition-seconds between owners · { $evictions } evicted for a slow poll · { $session_evictions } for a missed session timeout · the whole group never stops
group-inspector-formed = Formed at { $at }: { $why }
group-inspector-last-rebalance = Last rebalance at { $at }: { $why }
group-inspector-classic-counts = { $rebalances } rebalances · { $evictions } evicted for a slow poll · { $session_evictions } for a missed session timeout · stood still { $seconds } s
