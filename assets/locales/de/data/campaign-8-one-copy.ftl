# Die Texte von scenarios/campaign-8-one-copy.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 8. Eine Kopie
description = Der Stream orders hält von jeder Partition nur eine einzige Kopie. Billing liest so schnell, wie Bestellungen ankommen, aber Analytics hängt Minuten hinterher, also hält diese eine Kopie Tausende Bestellungen, die es noch zählen muss. Die Broker unter dem Stream fallen aus: der erste um 1:00, weitere folgen. Das Fehlerbudget muss bis 5:00 reichen.
hints-0-say = Der Stream orders hält {"{"}replicas:orders{"}"} Kopie jeder Partition: Ein ausgefallener Broker nimmt seine Events mit, auch den ungelesenen Rückstand von Analytics. Gib ihm in seinem Inspektor einen Replikationsfaktor von 3 und acks=all: Dann übernimmt ein Follower, und nichts Bestätigtes geht verloren. Ab 1:00 fallen Broker aus.
hints-1-say = Der Stream orders hält jetzt {"{"}replicas:orders{"}"} Kopien, aber mit acks={"{"}acks:orders{"}"} wartet die API nicht auf die Follower: Was sie noch nicht kopiert haben, stirbt mit einem ausgefallenen Broker. Setz acks in seinem Inspektor auf all: Die API hält dann zurück und wiederholt, was ein Ausfall unterwegs erwischt.
nodes-api-name = Shop-API
