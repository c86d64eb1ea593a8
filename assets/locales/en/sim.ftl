# How a goal stands (the goals panel)
sim-standing-counts-from = counts from { $time }
sim-standing-holding-lag-until = holding, until { $until } · worst lag now { $worst }
sim-standing-holding-lag-end = holding to the end · worst lag now { $worst }
sim-standing-holding-until = holding, until { $until } · { $left } to go
sim-standing-broken-lag = broken: worst lag { $worst }
sim-standing-pace = { $verdict ->
        [on-track] { $progress } · on track: needs { $needs }/s, doing { $doing }/s
       *[behind] { $progress } · behind: needs { $needs }/s, doing { $doing }/s
    }
sim-standing-doing = { $progress } · doing { $doing }/s

# How a star stands
sim-star-left = { $time } left
sim-star-too-late = too late
sim-star-money-now = ${ $amount } now
sim-star-spent = ${ $amount } spent
sim-star-budget-spent = { $percent }% spent
sim-star-lost-so-far = { $count } lost so far
sim-star-so-far = { $count } so far
sim-star-longest = longest { $time } so far
sim-star-no-table-lost = no table lost yet

# What a Worker reads: on its card, then in the Inspector
sim-activity-stopped = stopped
sim-activity-down = down
sim-activity-paused = paused
sim-activity-restarting = restarting
sim-activity-queue = reads the queue
sim-activity-direct = fed directly
sim-activity-idle = idle: no partition
sim-activity-stopped-words = nothing: stopped, it has left its group
sim-activity-down-words = nothing: its host is down (out of its group once its session timeout passes)
sim-activity-paused-words = nothing: paused, still a member that keeps its partitions
sim-activity-restarting-static-words = nothing: restarting as a static member (group.instance.id), it keeps its partitions until its session timeout
sim-activity-restarting-dynamic-words = nothing: restarting, it left its group and rejoins as a new member (a rebalance each way)
sim-activity-queue-words = tasks from a Queue, one at a time, shared with every other Worker on it
sim-activity-direct-words = tasks a producer hands it directly: no buffer in between, so what it cannot take at once is stranded
sim-activity-idle-words = nothing: idle, it owns no partition (its group has more members than partitions) and is handed no task

# A card's badge, and why (the Inspector)
sim-badge-down = DOWN
sim-badge-down-why = Its host is down: it does nothing, and what is sent to it waits or is lost.
sim-badge-stopped = STOPPED
sim-badge-stopped-why = Stopped: it has left its group and reads nothing.
sim-badge-paused = PAUSED
sim-badge-paused-why = Paused: still a member, its partitions wait for it.
sim-badge-stuck = STUCK
sim-badge-stuck-why = It fails on a record it cannot process (p{ $partition }, offset { $offset }), commits nothing past it and fetches it again, for ever.
sim-badge-slow = SLOW
sim-badge-slow-why = It works slower than it should.
sim-badge-idle = IDLE
sim-badge-idle-why = Idle: it owns no partition and is handed no task (its group has more members than partitions).
sim-badge-schema = SCHEMA v{ $version }
sim-badge-schema-why = It writes schema v{ $version }; groups that cannot read it stop.
sim-badge-no-leader = NO LEADER
sim-badge-no-leader-why = No partition has a leader: nothing is appended or read.
sim-badge-offline = { $count } OFFLINE
sim-badge-offline-why = { $offline ->
       *[other] { $offline } of { $count } partitions have no leader.
    }
sim-badge-too-few-in-sync = TOO FEW IN SYNC
sim-badge-too-few-in-sync-why = A partition's ISR is below min.insync.replicas: acks=all appends are refused.
sim-badge-poison-pill = POISON PILL
sim-badge-poison-pill-why = Group { $group } is stopped at a record its Workers cannot process (partition { $partition }, offset { $offset }): a consumer group never skips a record by itself.
sim-badge-blocked = A GROUP IS BLOCKED
sim-badge-blocked-why = A group cannot read an event and stops at it.
sim-badge-no-offset = NO OFFSET
sim-badge-no-offset-why = Group { $group } stopped: auto.offset.reset=none and { $what } ({ $exception }). Reset its offsets, or choose another policy.
sim-badge-rebalancing = REBALANCING
sim-badge-rebalancing-why = A group is rebalancing: its members stop reading until it ends.
sim-badge-stranded = NO READER: STRANDED
sim-badge-stranded-why = No group reads it: every task sent to it is stranded.
sim-badge-behind = BEHIND
sim-badge-behind-why = A group is { $worst } records behind on a partition (past { $warning }).
