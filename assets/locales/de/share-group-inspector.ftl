# A share group in the Inspector (src/ui/share_group_inspector.rs).

## One Worker's line
share-group-inspector-reads-nothing = liest nichts
share-group-inspector-reads = liest { $partitions }
share-group-inspector-holds-nothing = hält nichts
# $records: a count of records, already formatted.
share-group-inspector-holds = hält { $records } (Sperre läuft ab in { $seconds } s)
share-group-inspector-member-stopped = gestoppt: kein Mitglied
share-group-inspector-member-removed = ausgefallen: nach seinem Session-Timeout entfernt; was es hielt, ging sofort zurück
share-group-inspector-member-down = ausgefallen: { $holding }; die anderen bekommen es, wenn die Sperre abläuft
share-group-inspector-member-paused = pausiert (weiter Mitglied): { $holding }; die anderen bekommen es, wenn die Sperre abläuft
share-group-inspector-member = Mitglied; { $reads }; { $holding }

## Settings
share-group-inspector-reset-help = Wo eine Share-Partition beginnt, wenn die Gruppe sie zum ersten Mal liest: an ihrem Log-Start (earliest) oder an ihrer High Watermark (latest, Kafkas Standard). Danach committet die Gruppe nie einen Offset: Jeder Record wird einzeln bestätigt.
share-group-inspector-dead-letter = Dead-Letter-Stream
share-group-inspector-dead-letter-none = keiner
share-group-inspector-dead-letter-help = Ein Record, den kein Worker verarbeiten kann, wird am Zustelllimit archiviert: verworfen oder in diesen Stream geschrieben, damit ein Mensch ihn ansieht.
share-group-inspector-dead-letter-counts = Am Zustelllimit archiviert: { $dropped } verworfen, { $kept } in den Dead-Letter-Stream geschrieben.

## Share-partitions
share-group-inspector-no-share-partition = Noch keine Share-Partition: Ihre Mitglieder haben nicht gelesen.
share-group-inspector-limits =
    Records sind { $seconds } s für das Mitglied gesperrt, das sie erworben hat (record.lock.duration), und werden nach { $limit ->
        [one] { $limit } Zustellung
       *[other] { $limit } Zustellungen
    } ohne Accept archiviert (delivery.count.limit).
share-group-inspector-offsets-legend = Start: Jeder Record darunter ist erledigt. Ende: der nächste, nie erworbene Record. Erworben: jetzt für ein Mitglied gesperrt. Verfügbar: freigegeben oder Sperre abgelaufen, wird als Nächstes erneut zugestellt. Lag: noch nicht bestätigte Records.
share-group-inspector-column-start = Start
share-group-inspector-column-end = Ende
share-group-inspector-column-acquired = erworben
share-group-inspector-column-available = verfügbar
share-group-inspector-column-archived = archiviert
share-group-inspector-column-lag = Lag
share-group-inspector-counts = Share Group: { $deliveries } Zustellungen · { $accepted } akzeptiert · { $archived } archiviert · { $twice } doppelt verarbeitet · Reihenfolge nicht gewahrt
