# Why a run was won or lost and the lessons it teaches (src/sim/ending.rs,
# src/sim/timeline.rs, src/sim/goals.rs): the report keeps them in English,
# the debrief shows them in the player's language. Figures come formatted
# ($count: 1,234; $time: 00:02:10); $cure texts are the catalog's.

## A lesson: "00:02:10 — what happened; the cure".
lessons-at = { $when } — { $what }
lessons-with-cure = { $lesson }; { $cure }
# Two things named together: "a and b" (or "a, b and c").
lessons-and = { $rest } and { $last }

## The causes of bad outcomes.
# $count: how many, 3,210; $cause: one of lessons-cause-….
lessons-cause-count = { $count } { $cause }
# Where a bad outcome first happened: $group on the card $node.
lessons-damage-at-group = { $what } ({ $group } on { $node })
lessons-damage-at-node = { $what } (on { $node })

## The timeline's moments.
lessons-first-bad-outcome = first bad outcome: { $cause }
lessons-budget-spent = the error budget was spent
# $share: 50.
lessons-budget-passed = the error budget passed { $share }% spent
# $warn: the warning's records; $lag: the lag; $behind: "12 s".
lessons-lag-warning = { $group }'s lag on { $node } passed { $warn } records ({ $lag })
lessons-lag-warning-behind = { $group }'s lag on { $node } passed { $warn } records ({ $lag }, { $behind } behind)
# $era: the era's name; $factor: 2.
lessons-era-begins = { $era } begins: traffic is ×{ $factor } what it was at the start

## The outcome.
lessons-won = every goal met at { $time }
# $open: each open goal's words (lessons-short-…), joined by "; ".
lessons-time-up = time is up: { $open }
lessons-outcome-lag = { $group }'s lag reached { $lag } on { $topic } p{ $partition }, over the { $max } the goal allows
# Amounts in dollars: $2,100.
lessons-bankrupt = bankrupt at { $time }: { $burn } on Burn and { $placing } on placing Nodes, against { $start } at the start and { $earned } earned
lessons-bankrupt-refunds = bankrupt at { $time }: { $burn } on Burn and { $placing } on placing Nodes ({ $refunds } back from sales), against { $start } at the start and { $earned } earned

## A goal still open at the end, with its figure.
lessons-short-tasks = { $group } completed { $done } of { $count } tasks ({ $short } short)
lessons-short-revenue = { $earned } earned of { $target } ({ $short } short)
# $now: the era now; $era: the era the goal asks for.
lessons-short-era = still in { $now }: { $earned } earned of the { $target } revenue { $era } begins at
lessons-short-no-era = { $era } is not an era of the catalog
# $research: a feature's name (English); $hand, $cost: research points.
lessons-short-research = { $research } not researched (◇{ $hand } in hand)
lessons-short-research-cost = { $research } not researched (◇{ $hand } in hand of the ◇{ $cost } it costs)
# $ran, $asked: sim time, 4:10.
lessons-short-survive = the shop ran { $ran } of the { $asked } asked
lessons-short-lag-not-begun = { $group }'s lag goal (at most { $max } from { $from }) had not begun
lessons-short-lag = { $group }'s lag is { $lag } on { $topic } p{ $partition }, over the { $max } the goal allows
lessons-short-read = group { $group } read { $read } of { $count } records of { $topic } ({ $short } short)
# $left: Workers still to restart.
lessons-short-deploy-running = { $group }'s rolling restart was still running ({ $left } { $left ->
        [one] Worker
       *[other] Workers
    } to go after the one restarting)
lessons-short-deploy-never = { $group }'s rolling restart (its deploy) was never started: none of its { $workers } Workers restarted
lessons-short-rebuilding = { $group } was still rebuilding its table from the log start
lessons-short-no-table = { $group } had no table to rebuild
# $goal: the goal in words.
lessons-short-record = not done: { $goal }
lessons-short-record-end = not done: { $goal }; p{ $partition } ends at offset { $offset }
lessons-short-snapshot-key = not done: { $goal }; { $key }'s latest record there does not hold it
lessons-short-snapshot-not-compacted = not done: { $goal }; { $topic } is not a compacted topic
lessons-short-group-at-start = group { $group } is not at the start of every partition of { $topic }
lessons-short-group-at-end = group { $group } is not at the end of every partition of { $topic }
# $wanted, $reads: partitions, "p0, p2".
lessons-short-not-member = { $member } is not a member of { $group } (it should read { $wanted })
lessons-short-member-nothing = { $member } of { $group } reads nothing of { $topic }, not { $wanted }
lessons-short-member-reads = { $member } of { $group } reads { $reads } of { $topic }, not { $wanted }
lessons-short-never-reset = { $group } was never reset to the start of its stream (it stood { $past } records past it)
lessons-short-replay-left = { $group } had { $left } records left to read again from the start of its stream

## What lost the run.
# $burners: lessons-largest-burn or lessons-nothing-burned.
lessons-money-ran-out = the money ran out: { $burners }
# $rate, $total: dollars a second, 1.20.
lessons-burn-of = { $node } at ${ $rate }/s
lessons-largest-burn = the largest Burn at the end was { $burners }, of ${ $total }/s in all
lessons-nothing-burned = nothing burned at the end
# A lag goal's group when the goal is not found.
lessons-a-group = a group
lessons-lag-reached = { $group }'s lag reached { $lag } on { $topic } p{ $partition }
# $incident: an incident's name; $target: the card it struck.
lessons-lag-reached-incident = { $group }'s lag reached { $lag } on { $topic } p{ $partition } while the { $incident } on { $target } lasted
lessons-lag-reached-deploy = { $group }'s lag reached { $lag } on { $topic } p{ $partition } during its rolling restart
# Where a goal's missing tasks were: $head is the goal's words, $place one of the lines below.
lessons-missing = { $head }: { $place }
lessons-nothing-left = { $head }, and nothing was left for it: the rest was never sent
# $place: a Queue, or lessons-queue-and-more; $readers: one of lessons-readers-….
lessons-waited = { $count } waited in { $place }{ $readers }
lessons-queue-and-more = { $queue } and { $more } more
lessons-missed = { $count } went to other groups reading { $queue }
# $topics: the streams' topics, "orders, payments".
lessons-unread = { $count } still unread on { $topics } (its lag)
lessons-held = { $count } waited past the last stable offset on { $topics }, held there by an open transaction
lessons-skipped = { $count } on { $topics } were skipped on partitions added before it learned of them
lessons-poison = { $count } on { $topics } could not be processed and were archived with nowhere to go
lessons-lost-before-read = { $count } were lost on { $topics } before it read them
lessons-stranded = { $count } reached its Workers while they could not take them
# Why a Queue's readers did not take its tasks (follows the Queue's name).
lessons-readers-none = , which no Worker of { $group } reads
# $state: down, stopped or paused.
lessons-readers-only-idle = , whose only reader { $reader } was { $state ->
        [down] down
        [stopped] stopped
       *[paused] paused
    }
lessons-readers-only-slow = , whose only reader { $reader } could not keep up
lessons-readers-all-idle = , whose { $count } readers were all down, stopped or paused
lessons-readers-some-idle = , with { $idle } of its { $count } readers down, stopped or paused
lessons-readers-all-slow = , whose { $count } readers could not keep up

## The debrief's note on the error budget.
lessons-no-bad-outcome = No bad outcome: the run was lost by what the headline says.
lessons-nothing-went-wrong = Nothing went wrong.

## The player's actions in the timeline. Kafka's setting names and values
## ($policy, $acks, $isolation…) stay as Kafka spells them.
lessons-action-partitions = { $node }: { $partitions } partitions
# $key: the partition key, Key or RoundRobin.
lessons-action-partition-key = { $node }: partition by { $key }
lessons-action-paused = { $node } paused
lessons-action-resumed = { $node } resumed
# $mode: round robin or sticky.
lessons-action-keyless = { $node }: keyless records { $mode }
lessons-action-stopped = { $node } stopped (left its group)
lessons-action-started = { $node } started (rejoined)
lessons-action-assignor = group { $group }: assignor { $assignor }
lessons-action-offset-reset = group { $group }: auto.offset.reset={ $policy }
lessons-action-group-protocol = group { $group }: group.protocol={ $protocol }
# $kind: classic, consumer or share.
lessons-action-group-type = group { $group }: a { $kind } group
lessons-action-dead-letter = group { $group }: dead letters to { $stream }
lessons-action-no-dead-letter = group { $group }: no dead-letter stream
lessons-action-remote-assignor = group { $group }: group.remote.assignor={ $assignor }
lessons-action-static = group { $group }: static members (group.instance.id)
lessons-action-dynamic = group { $group }: dynamic members
lessons-action-rolling-restart = group { $group }: rolling restart
lessons-action-isolation = group { $group }: isolation.level={ $isolation }
lessons-action-guarantee = group { $group }: processing.guarantee={ $guarantee }
# $span: a duration, 45 s, 10 min.
lessons-action-session-timeout = group { $group }: session timeout { $span }
lessons-action-size = { $node }: size { $size }
lessons-action-replication-factor = { $node }: replication factor { $factor }
lessons-action-acks = { $node }: acks={ $acks }
lessons-action-idempotence = { $node }: enable.idempotence={ $enabled }
lessons-action-cleanup = { $node }: cleanup.policy={ $policy }
lessons-action-brokers = { $node }: { $brokers } brokers
lessons-action-spread = { $node }: brokers spread over the zones
lessons-action-one-zone = { $node }: brokers in one zone
lessons-action-throttle = { $node }: replication throttle { $rate } records/s
lessons-action-no-throttle = { $node }: no replication throttle
lessons-action-min-isr = { $node }: min.insync.replicas={ $min }
lessons-action-unclean-on = { $node }: unclean leader election on
lessons-action-unclean-off = { $node }: unclean leader election off
lessons-action-retention = { $node }: retention { $span }
lessons-action-fail-broker = { $node }: a broker failed (practice)
lessons-action-crash = { $node } crashed (practice)
# $kind: the card's kind.
lessons-action-place = placed { $node } ({ $kind })
lessons-action-sell = sold { $node }
lessons-action-link = linked { $from } to { $to }
lessons-action-unlink = unlinked { $from } from { $to }
lessons-action-unique-on = { $node }: unique key on
lessons-action-unique-off = { $node }: unique key off
lessons-action-move = moved { $node }
# $kind: the incident's kind, BrokerFailure.
lessons-action-strike = struck { $target } with { $kind } (practice)
lessons-action-replace = replaced { $node }
lessons-action-fail-over = failed { $node } over
lessons-action-roll-back = rolled { $node } back
lessons-action-abort = aborted the transaction hanging on { $node }
lessons-action-upgrade = upgraded group { $group }
lessons-action-poll = group { $group }: poll interval { $seconds } s
lessons-action-salt = { $node }: hot keys salted over { $salt }
# $zipf: ", Zipf 1.10" or nothing; $hot: lessons-action-hot-key or nothing.
lessons-action-traffic = { $node }: { $rate } msg/s over { $keys } keys{ $zipf }{ $hot }
lessons-action-hot-key = , a hot key at { $share }%
lessons-action-zone = { $node } moved to { $zone }
lessons-action-region = { $node } moved to { $region }
lessons-action-research = researched { $item }
lessons-action-console = console: { $line }
