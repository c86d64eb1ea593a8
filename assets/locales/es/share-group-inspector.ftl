# A share group in the Inspector (src/ui/share_group_inspector.rs).

## One Worker's line
share-group-inspector-reads-nothing = no lee nada
share-group-inspector-reads = lee { $partitions }
share-group-inspector-holds-nothing = no retiene nada
# $records: a count of records, already formatted.
share-group-inspector-holds = retiene { $records } (el bloqueo vence en { $seconds } s)
share-group-inspector-member-stopped = detenido: no es miembro
share-group-inspector-member-removed = caído: eliminado tras su timeout de sesión; lo que retenía volvió al instante
share-group-inspector-member-down = caído: { $holding }; los demás lo reciben cuando vence el bloqueo
share-group-inspector-member-paused = en pausa (sigue siendo miembro): { $holding }; los demás lo reciben cuando vence el bloqueo
share-group-inspector-member = miembro; { $reads }; { $holding }

## Settings
share-group-inspector-reset-help = Dónde empieza una share-partition cuando el grupo la lee por primera vez: en su inicio del log (earliest) o en su high watermark (latest, el valor por defecto de Kafka). Después, el grupo nunca confirma un offset: cada registro se reconoce por separado.
share-group-inspector-dead-letter = Stream de dead letters
share-group-inspector-dead-letter-none = ninguno
share-group-inspector-dead-letter-help = Un registro que ningún Worker puede procesar se archiva al llegar al límite de entregas: se descarta, o se escribe en este stream para que lo revise una persona.
share-group-inspector-dead-letter-counts = Archivados en el límite de entregas: { $dropped } descartados, { $kept } escritos en el stream de dead letters.

## Share-partitions
share-group-inspector-no-share-partition = Aún no hay share-partition: sus miembros no han leído.
share-group-inspector-limits =
    Los registros quedan bloqueados { $seconds } s para el miembro que los adquirió (record.lock.duration) y se archivan tras { $limit ->
        [one] { $limit } entrega
       *[other] { $limit } entregas
    } sin un accept (delivery.count.limit).
share-group-inspector-offsets-legend = Inicio: todo registro por debajo está hecho. Fin: el próximo registro nunca adquirido. Adquiridos: bloqueados ahora para un miembro. Disponibles: liberados o con el bloqueo vencido, se entregan de nuevo a continuación. Lag: registros aún sin reconocer.
share-group-inspector-column-start = inicio
share-group-inspector-column-end = fin
share-group-inspector-column-acquired = adquiridos
share-group-inspector-column-available = disponibles
share-group-inspector-column-archived = archivados
share-group-inspector-column-lag = lag
share-group-inspector-counts = Share group: { $deliveries } entregas · { $accepted } aceptados · { $archived } archivados · { $twice } procesados dos veces · sin orden garantizado
