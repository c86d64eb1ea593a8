# A share group in the Inspector (src/ui/share_group_inspector.rs).

## One Worker's line
share-group-inspector-reads-nothing = não lê nada
share-group-inspector-reads = lê { $partitions }
share-group-inspector-holds-nothing = não retém nada
# $records: a count of records, already formatted.
share-group-inspector-holds = retém { $records } (o bloqueio expira em { $seconds } s)
share-group-inspector-member-stopped = parado: não é membro
share-group-inspector-member-removed = fora do ar: removido após seu timeout de sessão; o que retinha voltou na hora
share-group-inspector-member-down = fora do ar: { $holding }; os outros recebem quando o bloqueio expirar
share-group-inspector-member-paused = pausado (ainda é membro): { $holding }; os outros recebem quando o bloqueio expirar
share-group-inspector-member = membro; { $reads }; { $holding }

## Settings
share-group-inspector-reset-help = Onde uma share-partition começa quando o grupo a lê pela primeira vez: no início do log (earliest) ou no high watermark (latest, o padrão do Kafka). Depois disso o grupo nunca confirma um offset: cada registro é reconhecido individualmente.
share-group-inspector-dead-letter = Stream de dead letters
share-group-inspector-dead-letter-none = nenhum
share-group-inspector-dead-letter-help = Um registro que nenhum Worker consegue processar é arquivado no limite de entregas: descartado, ou escrito neste stream para uma pessoa examinar.
share-group-inspector-dead-letter-counts = Arquivados no limite de entregas: { $dropped } descartados, { $kept } escritos no stream de dead letters.

## Share-partitions
share-group-inspector-no-share-partition = Nenhuma share-partition ainda: seus membros não leram.
share-group-inspector-limits =
    Os registros ficam bloqueados { $seconds } s para o membro que os adquiriu (record.lock.duration) e são arquivados após { $limit ->
        [one] { $limit } entrega
       *[other] { $limit } entregas
    } sem um accept (delivery.count.limit).
share-group-inspector-offsets-legend = Início: todo registro abaixo dele está concluído. Fim: o próximo registro nunca adquirido. Adquiridos: bloqueados para um membro agora. Disponíveis: liberados ou com bloqueio expirado, entregues de novo em seguida. Lag: registros ainda não reconhecidos.
share-group-inspector-column-start = início
share-group-inspector-column-end = fim
share-group-inspector-column-acquired = adquiridos
share-group-inspector-column-available = disponíveis
share-group-inspector-column-archived = arquivados
share-group-inspector-column-lag = lag
share-group-inspector-counts = Share group: { $deliveries } entregas · { $accepted } aceitos · { $archived } arquivados · { $twice } processados duas vezes · ordem não mantida
