# A broker or a partition of a stream's cluster in the Inspector (src/ui/cluster_inspector.rs).

## A replica's state
cluster-inspector-replica-failed = failed: its disk is lost
cluster-inspector-replica-down-may-lead = down, may lead once back (its disk is kept)
cluster-inspector-replica-down = down: its disk is kept
cluster-inspector-replica-leader = leader
cluster-inspector-replica-in-sync = in sync
cluster-inspector-replica-eligible = eligible (ELR)
cluster-inspector-replica-catching-up = catching up: { $percent }%
cluster-inspector-replica-out-of-sync = out of sync

cluster-inspector-back-hover = Back to the stream's Inspector

## A broker
cluster-inspector-broker-title = Broker b{ $id }
cluster-inspector-broker-gone = This broker is gone (the stream's brokers changed).
cluster-inspector-broker-about = A broker of { $stream } — zone { $zone } (its rack)
cluster-inspector-broker-up = Up: it serves the partitions it leads and fetches those it follows.
cluster-inspector-broker-failed = Failed: its disk is lost. A new, empty broker takes its place and copies back what it held.
cluster-inspector-broker-down = Down: its disk is kept. Back, it fetches what it missed and rejoins the ISR once caught up.
# $why: the incidents holding it down.
cluster-inspector-broker-held-down = Held down by: { $why }
cluster-inspector-leads = Leads
cluster-inspector-replicas-held = Replicas it holds
cluster-inspector-column-log-end = log end
cluster-inspector-column-log-end-hover = The offset after its copy's last record.
cluster-inspector-column-leaders = leader's
cluster-inspector-column-leaders-hover = The leader's log end: what a follower fetches toward.
cluster-inspector-column-state = state
cluster-inspector-column-state-hover = in sync: in the ISR. eligible (ELR): out of the ISR while it is below min.insync, but holding every record below the high watermark, so it may lead cleanly. catching up: fetching what it lacks, at the broker's fetch rate.
cluster-inspector-no-leader = no leader

## A partition
cluster-inspector-partition-title = Partition p{ $partition }
cluster-inspector-partition-gone = This partition is gone (the stream's partitions changed).
cluster-inspector-partition-about = Partition { $partition } of topic { $topic } on { $stream }
cluster-inspector-leader = Leader b{ $broker }, leader epoch { $epoch }.
cluster-inspector-electing = Electing a leader (epoch { $epoch }): writes wait.
cluster-inspector-no-leader-up = No leader: no replica in sync or eligible is up. Writes are refused (producers hold them) and groups wait for one to come back.
cluster-inspector-unclean-lossless = Unclean election now: b{ $broker } would lead and lose nothing.
cluster-inspector-unclean-lossy = Unclean election now: b{ $broker } would lead, and the { $count } records it lacks would be lost.
cluster-inspector-unclean-waits = No replica is up: even unclean election waits.
cluster-inspector-log-start = log start
cluster-inspector-log-start-hover = The oldest offset retention has kept.
cluster-inspector-high-watermark = high watermark
cluster-inspector-high-watermark-hover = The lowest log end over the ISR: groups read below it, and acks=all producers are acknowledged up to it. It stands still while the ISR is smaller than min.insync.
cluster-inspector-log-end = log end
cluster-inspector-log-end-hover = The offset the next record gets; past the high watermark, records are not yet on every in-sync replica.
cluster-inspector-isr-hover = In-sync replicas: caught up within replica.lag.time.max (30 s). acks=all waits for them.
cluster-inspector-elr-hover = Eligible leader replicas: out of the ISR while it is below min.insync, yet holding every record below the high watermark (Kafka 4). The ISR may be empty while they hold its last members.
cluster-inspector-offline = offline
cluster-inspector-offline-hover = Sim seconds it had no serving leader.
cluster-inspector-under-replicated = under-replicated
cluster-inspector-under-replicated-hover = Sim seconds it had a leader and an ISR smaller than its replicas.
cluster-inspector-last-known-leader = last known leader
cluster-inspector-last-known-leader-hover = The leader it had when its ISR emptied (Kafka's LastKnownElr): with the ISR and the ELR both empty, it leads again once back.
cluster-inspector-replicas = Replicas
cluster-inspector-column-broker = broker
cluster-inspector-column-zone = zone
cluster-inspector-open-broker = Open this broker
cluster-inspector-groups = Groups
cluster-inspector-column-group = group
cluster-inspector-column-committed = committed
cluster-inspector-column-lag = lag
