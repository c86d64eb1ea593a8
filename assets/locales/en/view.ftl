# The board (src/view/): the cards' figures and tooltips (board.rs) and the
# lanes' words (lanes.rs). Badges (STALE RESULT, REPEAT REFUSED, …) stay as
# the sim's badges are written. Cell words must stay short: 6 characters.
view-lost = { $count } lost
view-stale = { $count } stale
view-queue-figure = { $depth } waiting
view-queue-sub = { $handed_out } handed out · { $missed } missed
view-queue-detail =
    Queue: each task goes to one Worker.
    { $depth } waiting, { $handed_out } handed out, { $missed } never seen by a group
view-db-unique-key = unique key: repeats refused
view-db-no-unique-key = no unique key
view-db-figure = { $rate } writes/s
# $unique: view-db-unique-key or view-db-no-unique-key.
view-db-sub = { $writes } rows · { $unique }
view-db-detail = { $writes } rows written, { $refused } repeats refused; { $unique }
view-stream-by-key = by key
view-stream-round-robin = round robin
# $count: the stream's partitions.
view-stream-leaderless = { $leaderless } of { $count } partitions without a leader
view-stream-stopped = { $group } stopped: no offset
view-stream-rebuilding = { $group } rebuilding · worst lag { $worst }
view-stream-unread = no group reads it
view-stream-caught-up = every group caught up
# $behind: a span of sim time, 3 min.
view-stream-worst-lag = worst lag { $worst } · { $behind }
# $groups: how many groups read it (said from 2 on); $lag: one of the words above.
view-stream-figure = in { $appended }/s · out { $out }/s{ $groups ->
        [0] {""}
        [1] {""}
       *[other] {" "}({ $groups } groups)
    } · { $lag }
# A reassignment: $now replicas count, $target are coming, $percent caught up.
view-stream-catching-up = { $now } to { $target }, catching up { $percent }%{ $stalled ->
        [yes] {" "}(stalled)
       *[no] {""}
    }
# $rf: the replication factor or view-stream-catching-up; $key: by key or
# round robin; $insync: " · min.insync 2" or nothing; acks= stays as it is.
view-stream-sub = topic { $topic } · { $count } { $count ->
        [one] partition
       *[other] partitions
    } · { $key } · rf { $rf } · acks={ $acks }{ $insync }
view-stream-detail = { $appended } appended, { $throttled } throttled, { $stranded } stranded; retention { $retention }
view-worker-rebuilding = rebuilding
# $reads: what it reads (from the sim).
view-worker-rebuilding-detail = group { $group }, { $reads }: rebuilding its table from the log start (what it reads again is no new task); { $done } done, speed ×{ $speed }
view-worker-figure = { $rate } tasks/s
view-worker-detail = group { $group }, { $reads }; { $done } done, speed ×{ $speed }
# $wait: how long a send takes, 120 ms or 1.5 s.
view-producer-waiting = { $wait } a send · { $waiting } waiting
view-producer-sent = { $sent } sent · { $wait } a send
view-producer-figure = { $rate } msg/s
# Keys run from { $prefix }0 to { $prefix }{ $last }; send() and max.block.ms stay as they are.
view-producer-detail = Sends { $rate } messages/s, keys { $prefix }0 to { $prefix }{ $last }; { $sent } sent, { $throttled } throttled, { $latency } ms a send; { $buffered } in its buffer (waiting for append capacity or a leader: they fail after the delivery timeout), { $blocked } blocked in send() (the buffer full: they fail after max.block.ms), { $failed } failed so, { $dropped } dropped
view-lane-no-leader = NO LEADER: writes refused
view-lane-more-partitions = + { $count } more partitions (see the Inspector)
# A cell's second line (6 characters at most): a record stored twice; a
# record without a key; the offsets compaction emptied (over their count).
view-cell-again = again
view-cell-no-key = no key
view-cell-gap = gap
# The dashed cell where the next record goes (6 characters at most).
view-cell-next = next
# Over a lane; HW is the high watermark.
view-ruler-log-start = log start { $offset }
view-ruler-long-at-end = high watermark = log end { $end }
view-ruler-long = HW { $hw } · log end { $end }
view-ruler-short-at-end = HW = end { $end }
view-ruler-short = HW { $hw } · end { $end }
# A lane's replicas: $broker, $brokers: b1, "b2 b0"; $count: how many.
view-replica-leads = { $broker } leads
view-replica-follow = { $brokers } { $count ->
       *[other] follow
    }
view-replica-no-leader = no leader
view-replica-down = { $brokers } { $count ->
       *[other] down
    }
view-replica-eligible = { $brokers } { $count ->
       *[other] eligible
    }
view-replica-catching-up = { $brokers } { $count ->
       *[other] catching up
    }
view-replica-out-of-sync = { $brokers } { $count ->
       *[other] out of sync
    }
# A group's lag beside its lane; $behind: a span of sim time.
view-lag-not-known = not known yet
view-lag-no-offset = no offset
view-lag-at-lso = at LSO · { $behind }
view-lag-caught-up = caught up
view-lag-locked = { $lag } · { $locked } locked
# Flashes on a card when a counter grows.
view-flash-stale = STALE RESULT
view-flash-duplicate = DUPLICATE
view-flash-repeat-refused = REPEAT REFUSED
view-flash-throttled = THROTTLED
