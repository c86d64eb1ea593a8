# The tutorial's box (src/ui/tutorial.rs). The steps' own texts come from
# the tutorial scenario file.

tutorial-title = Tutorial
tutorial-step = Step { $step } of { $count }
tutorial-back = Back
tutorial-next = Next
tutorial-skip = Skip
tutorial-hide = Hide
tutorial-hide-hover = Fold the tutorial away; it waits where it is.
tutorial-done = Tutorial done ✔ (see the last step)
tutorial-show = Show the tutorial
tutorial-to-title = To the title screen
tutorial-to-title-hover = The campaign is next.

# What a step waits for, under its text.
tutorial-asks-next = Next (or Enter) when you are ready.
tutorial-asks-seconds = Watch for { $seconds } sim seconds.
tutorial-asks-select = Click the { $card } card.
tutorial-asks-open-inspector = Open the Inspector panel.
tutorial-asks-open-console = Open the Console panel.
tutorial-asks-open-build = Open the Build panel.
tutorial-asks-open-research = Open the Research panel.
tutorial-asks-open-incidents = Open the Incidents panel.
tutorial-asks-open-charts = Open the Charts panel.
tutorial-asks-open-goals = Open the Goals panel.
tutorial-asks-open-speed = Open the Speed panel.
tutorial-asks-open-money = Open the Money panel.
tutorial-asks-open-budget = Open the Budget panel.
# $key: the number key (1 to 4).
tutorial-asks-speed = Press { $key } for that speed.
tutorial-asks-pause = Press Space to pause.
tutorial-asks-run = Press Space to run.
# $action: one of the tutorial-action-… phrases below.
tutorial-asks-action = Waiting for { $action }.
tutorial-asks-action-on = Waiting for { $action } on { $node }.
# $line: a console command, as it must be typed.
tutorial-asks-console = Type `{ $line }` in the console (`).
tutorial-asks-lag-above = Waiting for { $group }'s lag on one of its partitions (its lane label) to pass { $records }.
tutorial-asks-lag-below = Waiting for { $group }'s lag to fall to { $records } on every partition (press 3 for 60× if it is slow).
tutorial-asks-workers = Waiting for { $count } Workers in group { $group }.
tutorial-asks-partitions = Waiting for { $count } partitions on { $node }.
tutorial-asks-duplicates = Waiting for { $count } duplicate(s).
tutorial-asks-lost = Waiting for { $count } lost event(s).
tutorial-asks-budget = Waiting for { $percent }% of the error budget to go.
tutorial-asks-down = Waiting for { $card } to go down.
tutorial-asks-offline = Waiting for a partition of { $card } to have no leader.
# $goal: the goal, in words.
tutorial-asks-goal = Waiting until { $goal }.

# What the player does, as the object of "Waiting for …".
tutorial-action-crash-worker = a crash (practice)
tutorial-action-replication-factor = a new replication factor
tutorial-action-replication-throttle = a new replication throttle
tutorial-action-worker-paused = a Worker paused or resumed
tutorial-action-worker-stopped = a Worker stopped or started
tutorial-action-keyless = a new keyless partitioner
tutorial-action-assignor = a new assignor
tutorial-action-group-protocol = a new group.protocol
tutorial-action-remote-assignor = a new group.remote.assignor
tutorial-action-group-type = a consumer or share group
tutorial-action-dead-letter = a new dead-letter stream
tutorial-action-offset-reset = a new auto.offset.reset
tutorial-action-isolation = a new isolation.level
tutorial-action-static-membership = static membership on or off
tutorial-action-rolling-restart = a rolling restart
tutorial-action-processing-guarantee = a new processing.guarantee
tutorial-action-session-timeout = a new session timeout
tutorial-action-partitions = more partitions
tutorial-action-partition-key = a new partition key
tutorial-action-place-node = a new card
tutorial-action-link = a new link
tutorial-action-unlink = a link removed
tutorial-action-acks = a new acks setting
tutorial-action-idempotence = a new idempotence setting
tutorial-action-cleanup-policy = a new cleanup.policy
tutorial-action-unique-key = a unique key
tutorial-action-research = a research
