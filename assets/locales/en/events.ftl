# A consumer with no position to read from (the Inspector)
events-no-offset-none =
    p{ $partition }{ $others ->
        [0] {""}
        [1] {" "}(and 1 more partition)
       *[other] {" "}(and { $others } more partitions)
    }: no committed offset
events-no-offset-below =
    p{ $partition }{ $others ->
        [0] {""}
        [1] {" "}(and 1 more partition)
       *[other] {" "}(and { $others } more partitions)
    }: position { $position } is below the log start { $start }
# A Worker's partitions on its card, when there are many
events-partitions-count = { $count } partitions
# What went wrong, counted (an incident's cost, the Inspector)
events-damage-count = { $count } { $what ->
        [lost] lost
        [stranded] stranded
        [duplicates] duplicates
        [throttled] throttled
       *[missed] missed by a group
    }
events-damage-stale = { $count } stale
# A cause of bad outcomes, after a count
events-cause-lost-retention = lost to retention
events-cause-lost-broker = lost with a broker down
events-cause-lost-expansion = skipped on new partitions
events-cause-lost-poison = dropped unprocessed (poison pills)
events-cause-stale = stale results
events-cause-stranded = stranded
events-cause-duplicates = duplicate side effects
events-cause-throttled = throttled
events-cause-missed = missed by a group
# The incident log: what happened and how each incident ended
events-scheduled-failed = A scheduled incident did not strike: { $why }
events-ended-by-itself = It ended by itself.
events-broker-change = { $elected ->
        [1] 1 partition
       *[other] { $elected } partitions
    } elected a new leader, { $lost } events lost
events-broker-change-offline = { $elected ->
        [1] 1 partition
       *[other] { $elected } partitions
    } elected a new leader, { $offline ->
        [1] 1 partition
       *[other] { $offline } partitions
    } offline, { $lost } events lost
events-copies = replication factor { $factor }
events-copies-catching-up = replication factor { $factor }, { $in_effect } in effect: the new replicas were { $percent }% caught up
events-broker-failed = Broker { $broker } of '{ $node }' crashed and lost its disk ({ $copies }, acks={ $acks }): { $change }.
events-broker-restarting = Broker { $broker } of '{ $node }' is restarting, a clean shutdown ({ $how ->
        [moved] its leaders moved first, its disk is kept
        [none] its disk is kept; no other replica was in sync to take its leaders
       *[some] the leaders with a replica in sync elsewhere moved first, its disk is kept
    }): { $change }.
events-hot-key = Key '{ $key }' takes { $percent }% of '{ $node }''s traffic.
events-host-died-broker = The host under broker 0 of '{ $node }' died. It still bills. { $what }
events-host-died = The host under '{ $node }' died. It still bills.
events-replaced-broker = Replaced for ${ $price }; the new broker copies its partitions from the other replicas.
events-replaced-empty = Replaced for ${ $price }; it came back cold and empty: { $lost } events were on the dead host only.
events-replaced-copied = Replaced for ${ $price }; it copied its partitions back from the other replicas.
events-replaced-cold = Replaced for ${ $price }; it came back cold.
events-region-down = Region '{ $region }' is down: { $nodes ->
        [1] 1 Node
       *[other] { $nodes } Nodes
    } grey.
events-moved-region = '{ $node }' moved to { $region }
events-zone-down = Zone '{ $zone }' is down: { $nodes ->
        [1] 1 Node
       *[other] { $nodes } Nodes
    } grey{ $brokers ->
        [0] {""}
        [1] , 1 broker
       *[other] , { $brokers } brokers
    }.
events-promoted-standby = '{ $node }' promoted its Standby
events-worker-crashed = Worker '{ $node }' crashed before committing: its partitions go back to their last commit
events-worker-slow = Worker '{ $node }' turns slow ({ $percent }% of its speed).
events-transaction-hangs-timeout = A producer began a transaction on '{ $node }' and hung: read_committed groups stop at its first record on { $partitions ->
        [1] 1 partition
       *[other] { $partitions } partitions
    } (the last stable offset) until transaction.timeout.ms ({ $seconds } s) ends it; read_uncommitted groups read on.
events-transaction-hangs = A producer began a transaction on '{ $node }' and hung: read_committed groups stop at its first record on { $partitions ->
        [1] 1 partition
       *[other] { $partitions } partitions
    } (the last stable offset) until an abort ends it; read_uncommitted groups read on.
events-transaction-aborted = Aborted by hand (kafka-transactions.sh abort): the groups read on.
events-poison-pill = A producer wrote a record to '{ $node }' that no Worker can process (partition { $partition }, offset { $offset }): a consumer group stops there and retries it for ever; a share group archives it at its delivery limit.
events-poison-pill-gone = The poison pill left the log.
events-poison-pill-passed = Every group is past the poison pill.
events-schema-refused = '{ $node }' tried to ship a breaking schema change; the Schema registry refused it.
events-schema-breaks = '{ $node }' ships a change its consumers cannot read (schema v{ $version }).
events-schema-fixed = Every group reads on.
events-state-store-nothing = nothing
events-state-store-lost = Worker '{ $node }' lost its state store: group { $group } reads { $topics } again from the log start to rebuild its table; { $lost ->
        [0] every key is still in the log
        [1] 1 key the log no longer holds is lost
       *[other] { $lost } keys the log no longer holds are lost
    }.

# Why an action was refused (the Inspector, the strip, the console)
events-refused-research-first = research { $item } first
events-refused-partitions = partitions must be between 1 and { $max }
events-refused-size = size must be between 1 and { $max }
events-refused-broker-down = broker { $broker } is down: replicas can be moved once every broker is back
events-refused-replication-factor = replication factor must be between 1 and { $max }
events-refused-below-min-insync = min.insync.replicas is { $min }: with fewer replicas every acks=all append would be refused; lower it first
events-refused-brokers = brokers must be between the replication factor ({ $factor }) and { $max }
events-refused-min-insync = min.insync.replicas must be between 1 and the replication factor ({ $factor })
events-refused-traffic-fixed = this scenario fixes its traffic (only a sandbox has the sliders)
events-refused-hot-key = a hot key is striking it: wait for it to pass
events-refused-link-self = a Node cannot link to itself
events-refused-linked-already = { $from } → { $to } is linked already
events-refused-needs-research = { $component } needs the research { $item } first
events-refused-costs = { $component } costs ${ $cost }; you have ${ $money }
events-refused-no-link = there is no link { $from } → { $to }
events-refused-research-era = { $item } becomes available in { $era }
events-refused-researched = { $item } is researched already
events-refused-research-needs = { $item } needs { $missing } first
events-refused-research-costs = { $item } costs { $cost } ◇; you have { $have }
events-refused-restarting = group { $group } is being restarted already
events-refused-no-worker-to-restart = group { $group } has no running Worker to restart
events-refused-host-fine = its host is fine: nothing to replace
events-refused-host-costs = a new host costs ${ $price }; you have ${ $money }
events-refused-keeps-data = { $component } keeps data: Fail over cannot move it; it waits for its region
events-refused-no-other-region = there is no other region to move to (research Multiple regions and put a copy there)
events-refused-no-standby = { $component } keeps no Standby: it waits for its zone
events-refused-first-schema = it writes its first schema: nothing to roll back
events-refused-no-hanging = no transaction hangs on it
events-refused-dead-letter-read = group '{ $group }' reads '{ $node }': its dead letters go to another stream
events-refused-classic-only = group '{ $group }' reads '{ $node }', whose brokers offer the classic protocol only (group.coordinator.rebalance.protocols=classic): the consumer protocol (KIP-848) needs brokers that have it
events-refused-share-writes = '{ $node }' of group '{ $group }' writes to a stream (read-process-write): Kafka Streams reads with a consumer group only, so this group cannot be a share group
events-refused-instance-id-twice = two Workers of group { $group } would have the group.instance.id '{ $id }'
events-refused-instance-id-taken = '{ $id }' is already a group.instance.id in group '{ $group }': Kafka fences the second consumer (FencedInstanceIdException)
events-score-formula = { $money } left × { $per_dollar } − { $bad } bad outcomes × { $per_bad } = { $points }
# The error budget spent, a lost run's outcome: $spent and $allowed are
# counts; $causes the causes counted, joined by commas; $window a span of
# sim time ($rolling is yes when the budget counts a window).
events-budget-spent = { $rolling ->
        [yes] the error budget is spent: { $spent } bad outcomes in the last { $window } of { $allowed } allowed — since the start: { $causes }
       *[no] the error budget is spent: { $spent } bad outcomes of { $allowed } allowed — { $causes }
    }
# Why a group rebalanced ($member: a member's id; the group Inspector)
events-rebalance-epoch = group epoch { $epoch }: { $why }
events-rebalance-rejoined = { $member } is back and rejoined
events-rebalance-no-heartbeat = { $member } sent no heartbeat for { $seconds } s (session.timeout)
events-rebalance-joined = { $member } joined
events-rebalance-stopped = { $member } was stopped and left
events-rebalance-restarted = { $member } restarted and left (no group.instance.id)
events-rebalance-left = { $member } left
events-rebalance-partitions = its metadata refresh found { $count } partitions (metadata.max.age)
events-rebalance-back-to-classic = the group went back to the classic protocol: every member rejoins
events-rebalance-to-consumer = the group moved to the consumer protocol (KIP-848)
# Refusals of an action, rarer ones ($node, $group, $id: names as typed)
events-refused-not-worker = '{ $node }' is not a Worker
events-refused-not-stream = '{ $node }' is not an Event Stream
events-refused-nothing-in = nothing is in '{ $place }'
events-refused-not-in-outage = '{ $node }' is not down in an outage
events-refused-no-leader = no partition of '{ $node }' has a leader
events-refused-no-group = no group '{ $group }' on the board
events-refused-no-research-for = this catalog has no research for { $effect }
events-refused-no-stream-rules = '{ $node }' has no stream rules
events-refused-retention = retention must be one of { $choices } sim seconds
events-refused-rate = the rate must be between 0 and { $max } messages/s
events-refused-zipf = the Zipf exponent must be in (0, { $max }]
events-refused-unknown-component = unknown component '{ $kind }'
events-refused-zone-name = '{ $zone }' is not a valid zone name
events-refused-region-name = '{ $region }' is not a valid region name
events-refused-id = '{ $id }' is not a valid id
events-refused-id-taken = a Node with id '{ $id }' exists
events-refused-link-elsewhere = link { $from } → { $to } does not touch the new Node
events-refused-takes = { $from } sends { $sends }, which { $to } does not take (it takes { $takes })
events-refused-instance-id = '{ $id }' is not a valid group.instance.id (letters, digits, '-', '_', '.'; at most 64)
events-refused-unknown-research = unknown research '{ $item }'
events-refused-throttle = a replication throttle is a number of records a second above 0
events-refused-salt = salt must be between 1 and 64
events-refused-keys = there must be at least one key
events-refused-hot-share = the hot key's share must be between 0 and 0.95
events-refused-session-timeout = the session timeout must be between 0 and 86400 seconds
events-refused-poll-interval = the poll interval must be between 0 and 86400 seconds
events-refused-board-edge = the board ends at ±100000
