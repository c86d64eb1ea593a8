# The debrief, the screen at every end (src/ui/debrief.rs). Why a run was won
# or lost, the goals, the stars' criteria, the timeline and the lessons come
# from the sim.
debrief-left = You left
# $time: sim time, 00:02:15.
debrief-left-at = at { $time } of sim time
debrief-won = You did it
debrief-time-up = Time is up
debrief-lost = Scenario lost
debrief-played = { $time } of sim time played
# $scenario: the scenario's title.
debrief-scenario-time = { $scenario } · { $time } of sim time
debrief-replayed = A replay code's run: its stars are theirs, not yours.
debrief-stars-on-win = Stars count on a win.
# $icon: the achievement's icon; $name: its name.
debrief-achievement = { $icon } Achievement earned: { $name }
# $score: the score, 2,411.
debrief-score = Score { $score }
debrief-score-hover = Money left, less the bad outcomes weighed (every one since the start); the weights are the catalog's score.
debrief-best-is-this = Your best in this scenario.
# $won: yes when this run was won.
debrief-best = Your best: { $best }{ $won ->
        [yes] {""}
       *[no] {" "}(won runs count)
    }
debrief-no-best = A won run's score counts as your best.
debrief-what-happened = What happened
debrief-nothing-happened = No incident, no action, no warning.
debrief-goals = Goals
# A goal's figure against its target: "1,144 of 5,000", "$800 of $2,000".
debrief-figure-of = { $value } of { $target }
debrief-figure-lag = worst lag { $value }, at most { $target }
debrief-error-budget = Error budget
# $share, $slo: percent figures, without the %.
debrief-budget-line = { $spent } of { $budget } bad outcomes allowed ({ $share }%), SLO { $slo }%
debrief-money = Money
# Each amount with its $.
debrief-money-line = { $start } at the start · +{ $revenue } revenue · −{ $burn } Burn · −{ $placing } placing · +{ $refunds } refunds = { $money }
# The charts: titles, axes and lines.
debrief-axis-sim-time = sim time
debrief-axis-tasks = tasks
debrief-axis-records = records
debrief-chart-tasks = { $group }: tasks completed
debrief-chart-tasks-by-group = Tasks completed, by group
debrief-chart-revenue = Revenue earned
debrief-line-revenue = revenue
# $era: the era's name.
debrief-chart-revenue-toward = Revenue, toward { $era }
debrief-chart-read = { $group }: records of { $topic } read
debrief-chart-read-by-group = Records read, by group
debrief-chart-lag = { $group }: worst partition's lag
debrief-chart-lag-by-group = Worst partition's lag, by group
debrief-chart-queues = Tasks waiting in Queues
debrief-chart-worst-lag = Worst group's lag, all partitions
debrief-chart-budget = Error budget spent
debrief-chart-money = Money
# The line across at the whole budget.
debrief-all-of-it = all of it
# The line at a goal's target; $value: 5,000, $2,000.
debrief-target-goal = goal { $value }
debrief-target-most-allowed = most allowed { $value }
debrief-lessons = Lessons
debrief-retry = Retry
debrief-retry-hover = This scenario again from its beginning.
debrief-next = Next level
debrief-next-locked = Win this one to open the next.
debrief-title = Title
