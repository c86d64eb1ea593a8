# The top bar (src/ui/top_bar.rs).
top-bar-loading = loading…
top-bar-panels = ☰ Panels
top-bar-sim-time-hover = Sim time.
top-bar-paused = ⏸ paused
top-bar-paused-hover = Space runs the clock.
# $fps: frames a second, a whole number.
top-bar-fps = { $fps } fps
top-bar-fps-hover = Frames a second over the last second (Settings: frame rate).
# Each amount comes formatted, with its $.
top-bar-money-hover = Money: { $money }. Revenue { $revenue } so far, Burn { $burn } so far, placing { $placing }, refunds { $refunds }.
top-bar-burn-hover = Burn: what the board costs to run, per sim second.
top-bar-research-points = { $points } RP
top-bar-research-points-hover = Research points, earned by completed tasks.
# $burning: " · −1.5/s" or nothing.
top-bar-budget = budget { $spent }/{ $budget }{ $burning }
# $burning, $loses: yes or no; $over: hour (a rolling budget) or scenario.
top-bar-budget-hover =
    Error budget: { $spent } of { $budget } spent{ $burning ->
        [yes] , burning { $burn } a second
       *[no] {""}
    }.
    SLO { $slo }%: { $budget } bad outcomes allowed { $over ->
        [hour] in the last hour
       *[scenario] this scenario
    } ({ $share }% spent){ $loses ->
        [yes] ; spending it all loses the scenario
       *[no] {""}
    }.
    lost to retention { $retention } · lost with a broker { $broker } · skipped on new partitions { $expansion } · poison pills dropped { $poison } · stale { $stale } · stranded { $stranded } · duplicates { $duplicates } · throttled { $throttled } · missed { $missed }
top-bar-era-hover = The shop's era: traffic ×{ $factor } of the start. Revenue brings the next.
top-bar-incidents = Incidents
top-bar-incidents-active = ⚠ Incidents ({ $count })
top-bar-incidents-hover = I: incidents under way, practice, the log
top-bar-build = Build
top-bar-build-hover = B: place components
top-bar-research = Research
top-bar-research-hover = R: research, paid in research points
top-bar-console = Console
top-bar-console-hover = `: the Kafka-style console
top-bar-charts = Charts
top-bar-charts-hover = C: lag, rates, money and the error budget over sim time
top-bar-scenarios = Scenarios
top-bar-scenarios-hover = P: the shipped scenarios and your mods
top-bar-settings-hover = O: settings: volume, UI scale, colours, motion
top-bar-help-hover = H: every key and mouse control; L: what each mark on the board means
