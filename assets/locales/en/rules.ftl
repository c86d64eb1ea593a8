# Goals (the briefing, the goals panel, the debrief)
rules-goal-complete-tasks = { $group } completes { $count } tasks
rules-goal-earn = earn ${ $amount }
rules-goal-research = research { $item }
rules-goal-era = reach { $era }
rules-goal-survive = keep the shop running for { $seconds } sim seconds
rules-goal-keep-lag = keep every partition's lag of { $group } at { $max } or less from { $from } s on
rules-goal-replay = replay { $group } from the start of its stream
rules-goal-rebuild = { $group } rebuilds its lost table from its stream
rules-goal-deploy = deploy { $group }'s new version: a rolling restart of its Workers
rules-goal-record = { $what ->
        [both] { $topic } p{ $partition }:{ $offset } holds a record with key { $key } about "{ $value }"
        [key] { $topic } p{ $partition }:{ $offset } holds a record with key { $key }
        [value] { $topic } p{ $partition }:{ $offset } holds a record about "{ $value }"
       *[plain] { $topic } p{ $partition }:{ $offset } holds a record
    }
rules-goal-group-at = { $at ->
        [start] group { $group } stands at the start of every partition of { $topic }
       *[end] group { $group } stands at the end of every partition of { $topic }
    }
rules-goal-read = group { $group } has read { $count } records of { $topic }
rules-goal-snapshot = { $topic } is compacted and the latest record of { $key } there holds { $value }
rules-goal-member = { $member } of { $group } reads { $partitions } of { $topic }

# Stars' criteria
rules-star-win = win
rules-star-win-by = win by { $time }
rules-star-money = finish with { $amount } or more
rules-star-spend = spend no more than { $amount } on Nodes
rules-star-budget = spend no more than { $percent }% of the error budget
rules-star-lose-none = lose no event
rules-star-lost = { $n ->
       *[other] lose no more than { $count } events
    }
rules-star-no-duplicate = no duplicate side effect
rules-star-duplicates = { $n ->
       *[other] no more than { $count } duplicates
    }
rules-star-no-stale = no stale result
rules-star-stale = { $n ->
       *[other] no more than { $count } stale results
    }
rules-star-one-move = in one move
rules-star-moves = { $n ->
       *[other] in { $count } moves or fewer
    }
rules-star-rebuild = rebuild every lost table within { $time }

# The badge an incident puts on the card it struck, and why
rules-badge-hot-key = HOT KEY
rules-badge-hot-key-why = One key sends a large share of its traffic.
rules-badge-broker-failed = BROKER FAILED
rules-badge-broker-failed-why = A broker crashed and lost its disk.
rules-badge-broker-restarting = BROKER RESTARTING
rules-badge-broker-restarting-why = A broker is restarting cleanly; its disk is kept.
rules-badge-crashed = CRASHED
rules-badge-crashed-why = It crashed before committing what it processed.
rules-badge-slow = SLOW
rules-badge-storm-why = It polls too slowly and is evicted from its group.
# {schema} stays as it is: the game puts the producer's schema version there.
rules-badge-schema = SCHEMA v{"{"}schema{"}"}
rules-badge-schema-why = It writes a new schema; groups that cannot read it stop.
rules-badge-hanging-txn = HANGING TXN
rules-badge-hanging-txn-why = A transaction left open holds read_committed groups at the last stable offset.
rules-badge-state-lost = STATE LOST
rules-badge-state-lost-why = Its local table is gone; its group rebuilds it from the stream's log start.
rules-badge-poison-pill = POISON PILL
rules-badge-poison-pill-why = A record here makes every Worker that reads it fail: a consumer group stops at it.

# The game's own hints. Figures in braces ({"{"}lag:{ $group }{"}"} and the like) stay as they are: the game fills them in.
rules-hint-budget = {"{"}budget{"}"} of the error budget is spent, and at the rate it is burning it runs out before the end. The cards with a badge ({"{"}troubled{"}"}) show what is going wrong; their Inspectors say what would stop it.
rules-hint-why-limit = , heading past its limit of { $max }
rules-hint-why-past = , past { $records }
rules-hint-idle-workers = { $group }'s lag on { $stream } is {"{"}lag:{ $group }{"}"} and growing{ $why }. A partition is read by one member of a consumer group, and some Workers of group { $group } have none ({"{"}idle:{ $group }{"}"}): more partitions on { $stream } (its Inspector) put them to work.
rules-hint-more-workers = { $group }'s lag on { $stream } is {"{"}lag:{ $group }{"}"} and growing{ $why }. { $stream } has {"{"}partitions:{ $stream }{"}"} partitions, more than group { $group } has Workers running: more Workers (Build, then link { $stream } to them) share the load, one per partition at most.
rules-hint-replace = { $node }'s host is dead, nothing stands in for it, and it still bills. Replace it from its Inspector ({"{"}price:{ $node }{"}"}): a new host, started cold.
rules-hint-region-fail-over = { $node } is down: its region is dark. It keeps no data, so Fail over (its Inspector) moves it to a region that is up, and it carries on.
rules-hint-zone-fail-over = { $node } is down: its zone is dark. Fail over (its Inspector) promotes its Standby in another zone.
rules-hint-unclean = A partition of { $node } has no leader: no replica in sync (or eligible) is up, but an out-of-sync one is. Waiting keeps every acknowledged event. Unclean leader election (its Inspector) brings the partition back now from the first copy that is up in assignment order (however far behind), and loses what that copy lacks; a click on its lane shows which broker it waits for.
# Kinds of traffic, plural (the build menu, the Inspector's rules)
rules-traffic-tasks = tasks
rules-traffic-requests = requests
rules-traffic-writes = writes
rules-traffic-changes = changes
rules-traffic-records = records
rules-traffic-nothing = nothing
