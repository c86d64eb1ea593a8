# A share group in the Inspector (src/ui/share_group_inspector.rs).

## One Worker's line
share-group-inspector-reads-nothing = reads nothing
share-group-inspector-reads = reads { $partitions }
share-group-inspector-holds-nothing = holds nothing
# $records: a count of records, already formatted.
share-group-inspector-holds = holds { $records } (lock runs out in { $seconds } s)
share-group-inspector-member-stopped = stopped: not a member
share-group-inspector-member-removed = down: removed after its session timeout; what it held went back at once
share-group-inspector-member-down = down: { $holding }; the others get it when the lock runs out
share-group-inspector-member-paused = paused (still a member): { $holding }; the others get it when the lock runs out
share-group-inspector-member = member; { $reads }; { $holding }

## Settings
share-group-inspector-reset-help = Where a share-partition starts when the group first reads it: its log start (earliest), or its high watermark (latest, Kafka's default). After that the group never commits an offset: each record is acknowledged on its own.
share-group-inspector-dead-letter = Dead-letter stream
share-group-inspector-dead-letter-none = none
share-group-inspector-dead-letter-help = A record no Worker can process is archived at the delivery limit: dropped, or written to this stream for a person to look at.
share-group-inspector-dead-letter-counts = Archived at the delivery limit: { $dropped } dropped, { $kept } written to the dead-letter stream.

## Share-partitions
share-group-inspector-no-share-partition = No share-partition yet: its members have not read.
share-group-inspector-limits = Records are locked { $seconds } s to the member that acquired them (record.lock.duration) and archived after { $limit } deliveries without an accept (delivery.count.limit).
share-group-inspector-offsets-legend = Start: every record below it is done. End: the next record never acquired. Acquired: locked to a member now. Available: released or its lock ran out, delivered again next. Lag: records not yet acknowledged.
share-group-inspector-column-start = start
share-group-inspector-column-end = end
share-group-inspector-column-acquired = acquired
share-group-inspector-column-available = available
share-group-inspector-column-archived = archived
share-group-inspector-column-lag = lag
share-group-inspector-counts = Share group: { $deliveries } deliveries · { $accepted } accepted · { $archived } archived · { $twice } processed twice · order not kept
