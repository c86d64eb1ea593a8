# Die Texte von scenarios/exercise-2-new-group.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Übung: Analytics will jede Bestellung
description = billing hat jede Bestellung gelesen und email zwei davon. Das Analytics-Team fängt heute an und will jede bisherige Bestellung. Lies sie in der Konsole alle als neue Consumer Group namens analytics.
hints-0-say = Eine neue Gruppe beginnt am Ende des Topics, wenn du nicht nach dem Anfang fragst, und liest dann nichts aus der Vergangenheit.
hints-1-say = Tippe: consume orders group analytics from-beginning
