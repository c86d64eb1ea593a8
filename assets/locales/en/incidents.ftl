# The incident panel and the report when an incident ends (src/ui/incidents.rs).
# $name: the incident's name (from the catalog); $target: what it struck.
incidents-on = { $name } on { $target }
# $from, $to: sim times; $happened: what happened (from the sim).
incidents-report-span = { $from } to { $to }: { $happened }
incidents-cost-nothing = It cost no events.
# $costs: what it cost, a list from the sim.
incidents-cost = It cost: { $costs }.
# $prevent: how to prevent it (from the catalog).
incidents-next-time = Next time: { $prevent }
incidents-over = Incident over
incidents-title = Incidents
incidents-under-way = Under way
# Shown when the catalog has no name for it.
incidents-incident = incident
incidents-seconds-left = { $seconds } s left
incidents-until-answered = until you answer it
# $left: incidents-seconds-left or incidents-until-answered.
incidents-under-way-row = { $name } on { $target } ({ $left })
# $answer: what to do now (from the catalog).
incidents-now = Now: { $answer }
incidents-none = Nothing. All is well.
incidents-practice = Practice: the incident catalog
incidents-kind = kind
incidents-target = target
incidents-start = Start
incidents-start-hover = Starts this incident now, on this target, for practice. It does what a real one does: to the board, the money and the error budget.
incidents-prevent = Prevent: { $prevent }
incidents-log = Log
