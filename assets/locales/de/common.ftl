# How this language writes a figure (the CLDR's number symbols for it):
# the group separator, the decimal mark, and the fewest digits before the
# first group separator (1: 5,102; 2: 5102 but 15,102). Write a space as
# { " " }.
common-figures-group = .
common-figures-decimal = ,
common-figures-min-grouping = 1
# A span of sim time in days: $days is a figure, 2 or 2.5.
common-days = { $days } Tage
