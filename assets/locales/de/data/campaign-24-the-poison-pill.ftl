# Die Texte von scenarios/campaign-24-the-poison-pill.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 24. Die Poison Pill
description = Die Erstattungen des Zahlungsanbieters kommen über den Stream refunds herein, 24 pro Sekunde auf zwei Partitionen, und die zwei Worker der Gruppe ledger buchen sie, je 15 pro Sekunde. Ab und zu schickt der Anbieter eine Erstattung, die der Code des Hauptbuchs nicht parsen kann. Die Worker überspringen einen Record nicht, an dem sie scheitern: Sie versuchen es erneut, und wieder. Halte ab 1:40 den Lag von ledger bei höchstens 500, bis der Tag um 4:00 endet. Eine Erstattung, die nicht gebucht werden kann, darf nicht verschwinden: Das Finanzteam liest den Stream Dead Letters (refunds-dlq) und bucht diese von Hand.
hints-0-say = An einem Record, den seine Worker nicht verarbeiten können, stehen geblieben: {"{"}blocked:refunds{"}"}. Eine Consumer Group überspringt nie von selbst einen Record, und ihr Lag wächst dahinter. Eine Share Group archiviert so einen Record an ihrem Zustelllimit und liest weiter (Gruppentyp share, im Inspektor eines ledger-Workers); mach Dead Letters (refunds-dlq) zu ihrem Dead-Letter-Stream, damit der Record behalten und nicht verworfen wird.
nodes-provider-name = Zahlungsanbieter
nodes-refunds-dlq-name = Dead Letters
nodes-finance-name = Finanzteam
