# The charts panel (src/ui/charts.rs).
charts-title = Charts
charts-empty = The charts fill in as sim time passes.
# $interval: sim time, 00:00:05; $clock: sim, or real on a real cluster's board.
charts-interval = One point every { $interval } of { $clock ->
        [real] real time
       *[sim] sim time
    }.
charts-lag = Lag per group (records not yet committed)
charts-behind = Time behind per group (age of the oldest record not yet committed, s)
charts-rates = Appends and consumes per { $clock ->
        [real] second
       *[sim] sim second
    }
# The lines' names in the legend.
charts-appends = appends/s
charts-consumes = consumes/s
charts-money = Money ($)
charts-money-line = money
charts-budget = Error budget spent (%)
charts-budget-line = spent
